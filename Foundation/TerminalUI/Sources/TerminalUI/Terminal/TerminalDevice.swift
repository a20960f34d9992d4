/// A terminal a ``TerminalApp`` runs on: the real one (``SystemTerminal``) or a virtual one in
/// tests (`VirtualTerminal`, in TerminalUITesting).
///
/// The device owns the terminal's modes: ``open(delivering:)`` takes it over (raw mode, the
/// alternate screen, a hidden cursor) and ``close()`` gives it back as it was.
@MainActor
public protocol TerminalDevice: AnyObject {
  /// The screen's size now.
  var size: TerminalSize { get }

  /// Whether frames may use colour; false when the user asked for none (`NO_COLOR`).
  var isColorEnabled: Bool { get }

  /// Takes the terminal over and starts reporting its events.
  /// - Parameter deliver: Called on the main actor with the events, in order, in batches
  ///   until ``close()``: each batch is what arrived since the last (one read of the
  ///   terminal, or more while the main actor was busy), and the app draws once per batch.
  /// - Throws: When the terminal cannot be taken over (not a terminal, already in use).
  func open(delivering deliver: @escaping @MainActor ([TerminalEvent]) -> Void) throws

  /// Writes a frame's bytes to the screen.
  /// - Parameter bytes: Bytes from a ``FrameRenderer``.
  func write(_ bytes: [UInt8])

  /// Stops the program the way Ctrl-Z does in a shell: the terminal is given back first, and
  /// taken over again, with a ``TerminalEvent/resumed`` event, when the program continues.
  func suspend()

  /// Gives the terminal back as it was before ``open(delivering:)``; no events follow.
  func close()
}
