/// What a terminal reports to the app: keys, a new size, a resume after a suspension, and the
/// end of its input.
public enum TerminalEvent: Hashable, Sendable {
  /// The user pressed a key.
  case key(Key)
  /// The window changed size (SIGWINCH); the app redraws everything at the new size.
  case resize(TerminalSize)
  /// The program was continued after a stop (SIGCONT): the terminal is the program's again,
  /// and what it showed may have been changed by others, so the app redraws everything.
  case resumed
  /// The input ended (the terminal hung up, or the input was closed): the app quits.
  case inputClosed
}
