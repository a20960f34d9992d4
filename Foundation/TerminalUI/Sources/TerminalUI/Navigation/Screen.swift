import Architecture

/// Whether a screen used a key.
public enum KeyHandling: Hashable, Sendable {
  /// The key did something here; it goes no further.
  case handled
  /// The key means nothing here; it goes on to the app's global keys.
  case ignored
}

/// A full-screen view in the terminal: what a feature's UI target implements for each of the
/// feature's view protocols, and what a ``ScreenStack`` shows.
///
/// A screen draws its feature's view state and turns keys into calls on its feature's
/// receiver. It reads the view state in ``draw(in:area:)``; when that state is `@Observable`,
/// the app redraws whenever it changes, with no call from the feature. Drawing must not change
/// observed state. A screen never removes itself. It may leave the back key (Esc, Backspace)
/// alone: ignored, the key goes to its ``ScreenStack``, which removes the screen and tells
/// the screen's flow, as UIKit's back button does; or it handles the key and tells its
/// receiver, and the feature's flow dismisses it.
///
/// ```swift
/// final class NotesScreen: Screen {
///   let presentation: Presentation<[String]>  // the feature's, @Observable
///   private var list = ScrollingList()
///   var title: String { "Notes" }
///   init(_ presentation: Presentation<[String]>) {
///     self.presentation = presentation
///   }
///
///   func draw(in canvas: inout Canvas, area: Rect) {
///     let notes = presentation.viewState  // read here, so a change redraws the screen
///     list.count = notes.count
///     list.draw(in: &canvas, area: area) { notes[$0] }
///   }
///
///   func handle(_ key: Key) -> KeyHandling {
///     list.handle(key)  // back is not used here: the stack removes the screen, tells its flow
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
