import Architecture
import Observation

/// An app's full screen: a root holding tabs, one per top-level feature, each with a stack of
/// its own; a tab bar on the first row; sheets over everything; a status line the app feeds on
/// the last row; the app's own keys. `UITabBarController` with a `UINavigationController` per
/// tab, in the terminal. Every app runs on it; what stays in the app is its choices: which
/// tabs, which keys, what the status line says.
///
/// It implements the kit's `NavigationControllable`: a view shown `.push` goes on the shown
/// tab's stack, `.sheet` over everything, `.tab` as a new tab. A board the app gives a tab
/// (`motherboard.present(.cart, on: tab.stack)`) presents its first screen as the tab's root.
///
/// Keys, after the top screen had its turn: back (Esc, Backspace) closes the top sheet or pops
/// the tab's stack, and on a tab's first screen returns to the tab shown before (on the first
/// one, nothing: back never leaves the app); `Tab` and `Shift-Tab` show the next and the
/// previous tab, `1` to `9` a tab by its place; then the app's shortcuts; `q` and Ctrl-C quit.
/// A tab with nothing in it opens its feature when it is shown; a tab the user does not see
/// comes forward when a feature shows a screen on it.
///
/// ```swift
/// let shell = AppShell()
/// let notes = shell.addTab("Notes") { motherboard.io(.notes).activate([]) }
/// motherboard.navigation = shell
/// motherboard.present(.notes, on: notes.stack)
/// shell.shortcuts = [ShellShortcut("n", "notes") { shell.select(notes) }]
/// try await shell.run(on: SystemTerminal()) { shell in shell.select(shell.tabs[0]) }
/// ```
@MainActor
@Observable
public final class AppShell: NavigationControllable, ScreenRoot {
  /// The tabs, in the order of the tab bar.
  public private(set) var tabs: [ShellTab] = []
  /// The tab shown, if there is one.
  public private(set) var selected: ShellTab?
  /// The app's own keys, listed on the status line.
  public var shortcuts: [ShellShortcut] = []
  /// Told of every key before anything handles it: the app lets a message go once the user
  /// pressed a key after reading it.
  public var willHandleKey: (@MainActor (Key) -> Void)?
  /// Makes the status line from where the user is and the app's keys
  /// (`Notes › Milk · n notes · t tags`); by default that alone.
  public var statusLine: (@MainActor (_ whereabouts: String) -> StatusLine)?
  var sheets: [ShownScreen] = []
  /// The tabs shown before, most recent last: where back on a tab's first screen returns.
  @ObservationIgnored var history: [ObjectIdentifier] = []
  @ObservationIgnored private var app: TerminalApp?
  /// Whether ``run(on:_:)`` returned: no tab opens its feature any more.
  @ObservationIgnored private var hasEnded = false
  /// Whether a shown tab opened its feature again since the last key.
  @ObservationIgnored var hasReopenedSinceKey = false

  /// An empty shell; add tabs before it runs.
  public init() {}

  /// Adds a tab.
  /// - Parameters:
  ///   - title: Its name on the tab bar.
  ///   - open: Opens the tab's feature on the tab's stack, whenever the tab is shown with
  ///     nothing in it: at first, and after its feature ended.
  /// - Returns: The tab, whose stack the app hands the tab's board.
  @discardableResult
  public func addTab(_ title: String, open: @escaping @MainActor () -> Void) -> ShellTab {
    append(ShellTab(title: title, open: open))
  }

  /// The tab with a title, if there is one.
  public func tab(titled title: String) -> ShellTab? {
    tabs.first { $0.title == title }
  }

  /// Shows a tab, opening its feature when it holds nothing.
  /// - Parameter tab: One of ``tabs``.
  public func select(_ tab: ShellTab) {
    guard tabs.contains(where: { $0 === tab }) else { return }
    if let selected, selected !== tab {
      history.removeAll { $0 == ObjectIdentifier(tab) || $0 == ObjectIdentifier(selected) }
      history.append(ObjectIdentifier(selected))
    }
    selected = tab
    openIfEmpty(tab)
  }

  /// Opens a tab's feature when the tab holds nothing, unless the shell has ended (as the app
  /// shuts down, its features end and their tabs empty).
  private func openIfEmpty(_ tab: ShellTab) {
    guard tab.isEmpty, !hasEnded else { return }
    tab.open?()
  }

  /// What the user sees now: the top sheet, else the shown tab's top screen.
  public var top: (any Screen)? { sheets.last?.screen ?? selected?.stack.top }

  /// Where the user is: the shown tab's trail, `Notes › Milk`.
  public var trail: String { selected?.stack.trail ?? "" }

  /// Takes the terminal, runs `start` (which shows the first tab), and handles keys until `q`,
  /// Ctrl-C or ``quit(throwing:)``; the terminal is given back whatever happens.
  /// - Parameters:
  ///   - device: The terminal.
  ///   - start: The app's start, once the terminal is taken over.
  /// - Throws: What `start` throws, or the terminal's error when it cannot be taken over.
  public func run(
    on device: any TerminalDevice, _ start: @MainActor (AppShell) async throws -> Void = { _ in }
  ) async throws {
    let app = TerminalApp(device: device, root: self)
    self.app = app
    defer {
      self.app = nil
      hasEnded = true
    }
    try await app.run { _ in try await start(self) }
  }

  /// Gives the terminal back and ends ``run(on:_:)``.
  /// - Parameter error: What `run` throws then; nil to end normally.
  public func quit(throwing error: (any Error)? = nil) {
    app?.quit(throwing: error)
  }

  @discardableResult
  private func append(_ tab: ShellTab) -> ShellTab {
    tabs.append(tab)
    tab.stack.onEmptied = { [weak self, weak tab] in
      guard let self, let tab else { return }
      tabEmptied(tab)
    }
    // What a feature shows on a tab the user does not see brings the tab forward: a board the
    // app opened, or checkout asking for the account, is never hidden.
    tab.stack.onShown = { [weak self, weak tab] in
      guard let self, let tab, selected !== tab else { return }
      select(tab)
    }
    return tab
  }

  /// A tab's feature ended: a tab made for a view goes; the user returns to the tab before, or
  /// with none before, the tab opens its feature again while the shell runs (once a key: a
  /// feature that cannot open leaves the tab empty rather than opening again and again).
  private func tabEmptied(_ tab: ShellTab) {
    let wasShown = selected === tab
    if tab.open == nil { remove(tab) }
    guard wasShown, !returnToPreviousTab(), let shown = selected, shown.isEmpty,
      !hasReopenedSinceKey, !hasEnded
    else { return }
    hasReopenedSinceKey = true
    openIfEmpty(shown)
  }

  func remove(_ tab: ShellTab) {
    tabs.removeAll { $0 === tab }
    history.removeAll { $0 == ObjectIdentifier(tab) }
    if selected === tab { selected = nil }
  }

  /// Shows the tab shown before this one.
  /// - Returns: Whether there was one.
  func returnToPreviousTab() -> Bool {
    while let previous = history.popLast() {
      guard let tab = tabs.first(where: { ObjectIdentifier($0) == previous }) else { continue }
      selected = tab
      openIfEmpty(tab)
      return true
    }
    if selected == nil, let first = tabs.first { selected = first }
    return false
  }

  // MARK: - NavigationControllable

  /// Shows a view: `.push` on the shown tab's stack (the first tab made if there is none),
  /// `.sheet` over everything, `.tab` as a new tab named by the screen's title, shown at once.
  public func show(
    _ view: any ViewControllable, as style: PresentationStyle,
    removed: @escaping @MainActor () -> Void
  ) {
    guard let screen = view as? any Screen else {
      preconditionFailure("AppShell shows Screens; \(type(of: view)) is not one")
    }
    switch style {
    case .push:
      let tab = selected ?? tabs.first ?? append(ShellTab(title: screen.title, open: nil))
      if selected == nil { selected = tab }
      tab.stack.show(view, as: .push, removed: removed)
    case .sheet:
      guard !sheets.contains(where: { $0.screen === view }) else { return }
      sheets.append(ShownScreen(screen: screen, removed: removed))
    case .tab:
      guard tabs.allSatisfy({ $0.shownView?.screen !== view }) else { return }
      let shown = ShownScreen(screen: screen, removed: removed)
      let tab = append(ShellTab(title: screen.title, open: nil, shownView: shown))
      tab.stack.show(view, as: .push, removed: removed)
      select(tab)
    }
  }

  /// Dismisses a sheet, or a screen from whichever tab holds it; a tab made for the view goes
  /// with it.
  public func dismiss(_ view: any ViewControllable) {
    if let index = sheets.firstIndex(where: { $0.screen === view }) {
      sheets.remove(at: index)
      return
    }
    for tab in tabs where tab.stack.isShown(view) {
      tab.stack.dismiss(view)
    }
  }

  /// Where a shown view's feature presents its children: the stack of the tab that holds it.
  public func navigation(for view: any ViewControllable) -> any NavigationControllable {
    tabs.first { $0.stack.isShown(view) }?.stack ?? self
  }
}
