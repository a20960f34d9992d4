import Architecture
import Observation

/// A stack of screens with sheets over the top one, and a status line: the window of an app
/// with no tabs, or one tab of an ``AppShell``. Flows present their features' views on it.
///
/// It implements the kit's `NavigationControllable`. A flow shows its feature's screen with
/// `show(_:as:removed:)` and dismisses it as the flow ends; and, as UIKit's back button does,
/// the stack removes a screen on its own: a back key (Esc, Backspace) the top screen did not use
/// closes the top sheet, else pops the top screen, and tells the screen's flow through its
/// `removed` handler. The first screen is never popped: back there goes on to the app. It is
/// `@Observable`, so a screen shown or dismissed from any task redraws the app.
///
/// ```swift
/// let navigation = ScreenStack()
/// navigation.statusLine = { StatusLine(leading: navigation.trail, trailing: "2 notes") }
/// navigation.show(NotesScreen(presentation), as: .push) {}
/// let sure = QuestionScreen(.yesOrNo("Clear the notes?"), onAnswer: clear, onCancel: close)
/// navigation.show(sure, as: .sheet) {}
/// ```
@MainActor
@Observable
public final class ScreenStack: NavigationControllable, ScreenRoot {
  /// The pushed screens, bottom first; the root, if any, is the first and always stays.
  public var screens: [any Screen] { pushed.map(\.screen) }
  /// The sheets over the top screen, bottom first.
  public var modals: [any Screen] { sheets.map(\.screen) }
  /// The status line on the last row, made at each frame (so what it reads is observed); none
  /// when nil.
  public var statusLine: (@MainActor () -> StatusLine)?
  /// Told when the last pushed screen leaves, by its flow or by back: a shell's tab that holds
  /// nothing.
  @ObservationIgnored var onEmptied: (@MainActor () -> Void)?
  /// Told when a screen or sheet is shown: a shell's tab comes forward.
  @ObservationIgnored var onShown: (@MainActor () -> Void)?
  private var pushed: [ShownScreen] = []
  private var sheets: [ShownScreen] = []
  @ObservationIgnored private let root: (any Screen)?

  /// A window.
  /// - Parameter root: A screen always at the bottom, never dismissed; none by default, and
  ///   the window is blank until a screen is shown.
  public init(root: (any Screen)? = nil) {
    self.root = root
    pushed = root.map { [ShownScreen(screen: $0, removed: {})] } ?? []
  }

  /// The screen that gets the keys: the top sheet, else the top screen.
  public var top: (any Screen)? { (sheets.last ?? pushed.last)?.screen }

  /// The titles of the pushed screens, bottom first, joined: `Notes › Milk`.
  public var trail: String {
    screens.map(\.title).filter { !$0.isEmpty }.joined(separator: " › ")
  }

  /// Shows a screen: pushed on the stack (a tab, on a stack of its own, is pushed too), or as a
  /// sheet over the top screen. A view shown already stays where it is.
  /// - Parameters:
  ///   - view: The screen; it must be a ``Screen``.
  ///   - style: Pushed or a sheet.
  ///   - removed: Called when back removes the screen.
  public func show(
    _ view: any ViewControllable, as style: PresentationStyle,
    removed: @escaping @MainActor () -> Void
  ) {
    guard let screen = view as? any Screen else {
      preconditionFailure("ScreenStack shows Screens; \(type(of: view)) is not one")
    }
    guard !isShown(view) else { return }
    let shown = ShownScreen(screen: screen, removed: removed)
    switch style {
    case .push, .tab: pushed.append(shown)
    case .sheet: sheets.append(shown)
    }
    onShown?()
  }

  /// Dismisses one screen or sheet, wherever it is; what other features show above it stays.
  /// Does nothing for the root or a view not shown here.
  ///
  /// Unlike a UIKit navigation controller, which pops everything above, the stack leaves the
  /// screens above to their own flows: a flow dismisses its view when it detaches, and a parent
  /// detaches its children first, so the views of a closing feature all go, while a screen
  /// opened over it from elsewhere (the account over an order's detail, when signing out there
  /// closes the detail) stays with its flow still attached.
  /// - Parameter view: The screen or sheet.
  public func dismiss(_ view: any ViewControllable) {
    if let index = sheets.firstIndex(where: { $0.screen === view }) {
      sheets.remove(at: index)
    } else if let index = pushed.firstIndex(where: { $0.screen === view }), view !== root {
      pushed.remove(at: index)
      if pushed.isEmpty { onEmptied?() }
    }
  }

  /// Whether a view is on the stack or one of its sheets.
  public func isShown(_ view: any ViewControllable) -> Bool {
    pushed.contains { $0.screen === view } || sheets.contains { $0.screen === view }
  }

  /// Gives a key to the top sheet, else to the top screen; a back key neither used closes the
  /// top sheet or pops the top screen.
  /// - Parameter key: The key.
  /// - Returns: Whether it was used; an unused key goes on to the app.
  public func handle(_ key: Key) -> KeyHandling {
    if top?.handle(key) == .handled { return .handled }
    guard key.action == .back else { return .ignored }
    return goBack() ? .handled : .ignored
  }

  /// Closes the top sheet, else pops the top screen unless it is the first, and tells its flow,
  /// as a back button does.
  /// - Returns: Whether a screen was removed; false on the first screen with no sheet.
  @discardableResult
  public func goBack() -> Bool {
    let left: ShownScreen
    if let sheet = sheets.popLast() {
      left = sheet
    } else if pushed.count > 1 {
      left = pushed.removeLast()
    } else {
      return false
    }
    left.removed()
    return true
  }

  /// Draws the window: the top screen, each sheet in a border centred over it, and the status
  /// line on the last row.
  /// - Parameter canvas: The frame.
  public func draw(in canvas: inout Canvas) {
    var area = canvas.bounds
    if let statusLine {
      statusLine().draw(in: &canvas, area: area.removeLastRow())
    }
    draw(in: &canvas, area: area)
  }

  /// Draws the top screen and the sheets over it in `area`.
  func draw(in canvas: inout Canvas, area: Rect) {
    if let screen = screens.last {
      canvas.clipped(to: area) { screen.draw(in: &$0, area: area) }
    }
    for sheet in modals {
      let room = TerminalSize(rows: area.rows - 2, columns: area.columns - 4)
      let size = sheet.preferredSize(in: room)
      let frame = area.centered(
        rows: min(size.rows, room.rows) + 2, columns: min(size.columns, room.columns) + 2)
      canvas.cursor = nil
      let inside = Border(title: sheet.title).draw(in: &canvas, around: frame)
      canvas.clipped(to: inside) { sheet.draw(in: &$0, area: inside) }
    }
  }
}

/// A screen on a stack, with what to call when the user removes it.
struct ShownScreen {
  let screen: any Screen
  let removed: @MainActor () -> Void
}
