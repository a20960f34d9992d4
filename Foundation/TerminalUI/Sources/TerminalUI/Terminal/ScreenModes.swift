/// The bytes that take a terminal's screen over and give it back: what a full-screen program
/// writes around its frames. A device writes ``enter`` after raw mode is on and ``leave``
/// before the modes are restored; the virtual terminal interprets the same bytes.
public enum ScreenModes {
  /// The alternate screen (the user's screen stays as it was), autowrap off, the cursor
  /// hidden, and bracketed paste on (a paste arrives as one ``Key/paste(_:)``).
  public static let enter: [UInt8] =
    ControlSequence.enterAlternateScreen + ControlSequence.disableAutowrap
    + ControlSequence.hideCursor + ControlSequence.enableBracketedPaste

  /// Plain style, bracketed paste off, autowrap on, the cursor shown, and back to the user's
  /// screen and cursor.
  public static let leave: [UInt8] =
    ControlSequence.endSynchronizedUpdate + ControlSequence.resetStyle
    + ControlSequence.disableBracketedPaste + ControlSequence.enableAutowrap
    + ControlSequence.showCursor + ControlSequence.leaveAlternateScreen
}
