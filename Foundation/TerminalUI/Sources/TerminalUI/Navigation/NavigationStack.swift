import Architecture
import Observation

/// The app's window: a stack of screens with modals over the top one, and a status line; the
/// root that flows present their features' views into (Boardy's root context).
///
/// It implements the kit's `NavigationControllable`, so a flow shows its feature's screen with
/// `show(_:as:)` and dismisses it with `dismiss(_:)` as the flow ends. The stack never removes
/// a screen on its own: Esc reaches the top screen, which tells its feature. It is
/// `@Observable`, so a screen shown or dismissed from any task redraws the app.
///
/// ```swift
/// let navigation = NavigationStack()
/// navigation.statusLine = { StatusLine(leading: navigation.trail, trailing: cart.summary) }
/// navigation.show(catalogScreen, as: .push)
/// navigation.show(QuestionScreen(.yesOrNo("Sign out?"), onAnswer: ..., onCancel: ...), as: .modal)
/// ```
@MainActor
@Observable
public final class NavigationStack: NavigationControllable {
  /// The pushed screens, bottom first; the root, if any, is the first and always stays.
  public private(set) var screens: [any Screen]
  /// The modals over the top screen, bottom first.
  public private(set) var modals: [any Screen] = []
  /// The status line on the last row, made at each frame (so what it reads is observed); none
  /// when nil.
  public var statusLine: (@MainActor () -> StatusLine)?
  @ObservationIgnored private let root: (any Screen)?

  /// A window.
  /// - Parameter root: A screen always at the bottom, never dismissed; none by default, and
  ///   the window is blank until a screen is shown.
  public init(root: (any Screen)? = nil) {
    self.root = root
    screens = root.map { [$0] } ?? []
  }

  /// The screen that gets the keys: the top modal, else the top screen.
  public var top: (any Screen)? { modals.last ?? screens.last }

  /// The titles of the pushed screens, bottom first, joined: `Catalog › Mug`.
  public var trail: String {
    screens.map(\.title).filter { !$0.isEmpty }.joined(separator: " › ")
  }

  /// Shows a screen: pushed on the stack, or as a modal over the top screen. A view shown
  /// already stays where it is.
  /// - Parameters:
  ///   - view: The screen; it must be a ``Screen``.
  ///   - style: Pushed or modal.
  public func show(_ view: any ViewControllable, as style: PresentationStyle) {
    guard let screen = view as? any Screen else {
      preconditionFailure("NavigationStack shows Screens; \(type(of: view)) is not one")
    }
    guard index(of: view, in: screens) == nil, index(of: view, in: modals) == nil else { return }
    switch style {
    case .push: screens.append(screen)
    case .modal: modals.append(screen)
    }
  }

  /// Dismisses one screen or modal, wherever it is; what other features show above it stays.
  /// Does nothing for the root or a view not shown here.
  ///
  /// Unlike a UIKit navigation controller, which pops everything above, the stack leaves the
  /// screens above to their own flows: a flow dismisses its view when it detaches, and a parent
  /// detaches its children first, so the views of a closing feature all go, while a screen
  /// opened over it from elsewhere (the account over an order's detail, when signing out there
  /// closes the detail) stays with its flow still attached.
  /// - Parameter view: The screen or modal.
  public func dismiss(_ view: any ViewControllable) {
    if let index = index(of: view, in: modals) {
      modals.remove(at: index)
    } else if let index = index(of: view, in: screens), view !== root {
      screens.remove(at: index)
    }
  }

  /// Gives a key to the top modal, else to the top screen.
  /// - Parameter key: The key.
  /// - Returns: Whether it was used; an unused key goes on to the app.
  public func handle(_ key: Key) -> KeyHandling {
    top?.handle(key) ?? .ignored
  }

  /// Draws the window: the top screen, each modal in a border centred over it, and the status
  /// line on the last row.
  /// - Parameter canvas: The frame.
  public func draw(in canvas: inout Canvas) {
    var area = canvas.bounds
    if let statusLine {
      statusLine().draw(in: &canvas, area: area.removeLastRow())
    }
    if let screen = screens.last {
      canvas.clipped(to: area) { screen.draw(in: &$0, area: area) }
    }
    for modal in modals {
      let room = TerminalSize(rows: area.rows - 2, columns: area.columns - 4)
      let size = modal.preferredSize(in: room)
      let frame = area.centered(
        rows: min(size.rows, room.rows) + 2, columns: min(size.columns, room.columns) + 2)
      canvas.cursor = nil
      let inside = Border(title: modal.title).draw(in: &canvas, around: frame)
      canvas.clipped(to: inside) { modal.draw(in: &$0, area: inside) }
    }
  }

  private func index(of view: any ViewControllable, in list: [any Screen]) -> Int? {
    list.firstIndex { $0 === view }
  }
}
