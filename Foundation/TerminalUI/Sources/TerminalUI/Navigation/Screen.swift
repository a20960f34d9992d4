import Architecture

/// Whether a screen used a key.
public enum KeyHandling: Hashable, Sendable {
  /// The key did something here; it goes no further.
  case handled
  /// The key means nothing here; it goes on to the app's global keys.
  case ignored
}

/// A full-screen view in the terminal: what a feature's UI target implements for each of the
/// feature's view protocols, and what a ``NavigationStack`` shows.
///
/// A screen draws its feature's view state and turns keys into calls on its feature's
/// receiver. It reads the view state in ``draw(in:area:)``; when that state is `@Observable`,
/// the app redraws whenever it changes, with no call from the feature. Drawing must not change
/// observed state. A screen never removes itself: on ``KeyAction/back`` it tells its receiver,
/// and the feature's flow dismisses it.
///
/// ```swift
/// final class CartScreen: Screen, CartView {
///   weak var receiver: (any CartViewReceiver)?
///   private let state: CartPresentation  // @Observable, holds the view state
///   private var list = ScrollingList()
///   var title: String { "Cart" }
///
///   func draw(in canvas: inout Canvas, area: Rect) {
///     let lines = state.viewState.lines
///     list.count = lines.count
///     list.draw(in: &canvas, area: area) { lines[$0].name }
///   }
///
///   func handle(_ key: Key) -> KeyHandling {
///     if list.handle(key) == .handled { return .handled }
///     guard key.action == .back else { return .ignored }
///     receiver?.didRequestBack()
///     return .handled
///   }
/// }
/// ```
@MainActor
public protocol Screen: ViewControllable {
  /// A short name for where the user is: the status line's trail, a modal's frame.
  var title: String { get }

  /// Draws the screen. Runs inside observation tracking: the `@Observable` state read here is
  /// what makes the app redraw.
  /// - Parameters:
  ///   - canvas: The frame, clipped to `area`.
  ///   - area: The screen's part of the frame.
  func draw(in canvas: inout Canvas, area: Rect)

  /// Handles a key. The top screen (or modal) gets every key first, except Ctrl-C (quit),
  /// Ctrl-Z (suspend) and Ctrl-L (redraw).
  /// - Parameter key: The key.
  /// - Returns: Whether the screen used it; an ignored key goes on to the app.
  func handle(_ key: Key) -> KeyHandling

  /// The size the screen wants when shown as a modal, at most `available`.
  /// - Parameter available: The room inside the modal's border.
  /// - Returns: The size wanted; by default all the room there is.
  func preferredSize(in available: TerminalSize) -> TerminalSize
}

extension Screen {
  /// No title.
  public var title: String { "" }

  /// All the room there is.
  public func preferredSize(in available: TerminalSize) -> TerminalSize { available }
}
