/// What a ``TerminalApp`` draws and gives keys to: a single ``ScreenStack``, or an
/// ``AppShell`` with tabs, each a stack of its own.
@MainActor
public protocol ScreenRoot: AnyObject {
  /// Gives a key to what is on top.
  /// - Parameter key: The key.
  /// - Returns: Whether it was used; an unused key goes on to the app.
  func handle(_ key: Key) -> KeyHandling

  /// Draws the whole frame.
  /// - Parameter canvas: The frame.
  func draw(in canvas: inout Canvas)
}
