/// The escape sequences this package writes, and nothing else: cursor moves, erasing, styles
/// and the private modes of a full-screen program (xterm's, which every current terminal
/// follows).
enum ControlSequence {
  static let escape: UInt8 = 0x1B

  /// Switches to the alternate screen, saving the cursor; the user's screen stays as it was.
  static let enterAlternateScreen = Array("\u{1B}[?1049h".utf8)
  /// Back to the user's screen and its cursor.
  static let leaveAlternateScreen = Array("\u{1B}[?1049l".utf8)
  /// Hides the cursor.
  static let hideCursor = Array("\u{1B}[?25l".utf8)
  /// Shows the cursor.
  static let showCursor = Array("\u{1B}[?25h".utf8)
  /// Autowrap off: a character written in the last column stays there, so a width the
  /// terminal sees otherwise cannot push text onto the next row.
  static let disableAutowrap = Array("\u{1B}[?7l".utf8)
  /// Autowrap on, as a shell expects.
  static let enableAutowrap = Array("\u{1B}[?7h".utf8)
  /// Bracketed paste on: the terminal marks where pasted text starts and ends
  /// (``BracketedPaste``), so a paste is told apart from typed keys.
  static let enableBracketedPaste = Array("\u{1B}[?2004h".utf8)
  /// Bracketed paste off: a paste arrives as if typed, as a shell expects.
  static let disableBracketedPaste = Array("\u{1B}[?2004l".utf8)
  /// Terminals that know it show the frame between these two at once (others ignore them).
  static let beginSynchronizedUpdate = Array("\u{1B}[?2026h".utf8)
  /// The end of a synchronized update.
  static let endSynchronizedUpdate = Array("\u{1B}[?2026l".utf8)
  /// Plain style.
  static let resetStyle = Array("\u{1B}[0m".utf8)
  /// Cursor to the top left, then the whole screen erased.
  static let clearScreen = Array("\u{1B}[H\u{1B}[2J".utf8)

  /// Appends the move of the cursor to a cell (CUP, counted from 1 on the wire).
  static func appendMove(to position: Position, to bytes: inout [UInt8]) {
    bytes.append(escape)
    bytes.append(UInt8(ascii: "["))
    appendNumber(position.row + 1, to: &bytes)
    bytes.append(UInt8(ascii: ";"))
    appendNumber(position.column + 1, to: &bytes)
    bytes.append(UInt8(ascii: "H"))
  }

  /// Appends the SGR sequence that sets exactly `style`, from plain.
  static func appendStyle(_ style: Style, to bytes: inout [UInt8]) {
    bytes.append(escape)
    bytes.append(UInt8(ascii: "["))
    bytes.append(UInt8(ascii: "0"))
    func add(_ code: Int) {
      bytes.append(UInt8(ascii: ";"))
      appendNumber(code, to: &bytes)
    }
    if style.isBold { add(1) }
    if style.isDim { add(2) }
    if style.isUnderlined { add(4) }
    if style.isReversed { add(7) }
    if let color = style.foreground { add(30 + Int(color.rawValue)) }
    bytes.append(UInt8(ascii: "m"))
  }

  private static func appendNumber(_ number: Int, to bytes: inout [UInt8]) {
    if number >= 10 { appendNumber(number / 10, to: &bytes) }
    bytes.append(UInt8(ascii: "0") + UInt8(number % 10))
  }
}
