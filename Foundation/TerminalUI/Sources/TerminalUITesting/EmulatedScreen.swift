import TerminalUI

/// A terminal's screen as a person sees it, made from the bytes a program writes: a grid of
/// cells with their styles, the cursor, and the modes (the alternate screen, a hidden cursor,
/// autowrap).
///
/// It interprets what full-screen programs and shells write: text (UTF-8, wide and combining
/// characters, measured as ``DisplayWidth`` measures them), carriage return, line feed,
/// backspace and tab, cursor moves (CUP, CUU, CUD, CUF, CUB, CNL, CPL, CHA, VPA), erasing (ED,
/// EL, ECH), SGR styles (bold, dim, underline, reverse, the eight colours; the rest ignored),
/// the private modes 25, 7, 47, 1047 and 1049, and saving the cursor (DECSC, DECRC). Modes
/// that change nothing on screen (synchronized updates, bracketed paste, mouse reports) are
/// accepted; any other sequence is listed in ``unknownSequences`` and otherwise ignored.
///
/// ```swift
/// var screen = EmulatedScreen(rows: 2, columns: 10)
/// screen.feed(Array("\u{1B}[2;3Hhi".utf8))
/// screen.lines   // ["", "  hi"]
/// screen.cursor  // (row 1, column 4)
/// ```
public struct EmulatedScreen: Equatable, Sendable, CustomStringConvertible {
  /// The screen's size.
  public var size: TerminalSize { grid.size }
  /// Where the cursor is, shown or not.
  public internal(set) var cursor = Position(row: 0, column: 0)
  /// Whether the cursor is shown.
  public internal(set) var isCursorVisible = true
  /// Whether the alternate screen (a full-screen program's) is shown, rather than the main
  /// screen (the shell's).
  public internal(set) var isAlternateScreen = false
  /// Whether text reaching the last column wraps to the next row.
  public internal(set) var isAutowrapOn = true
  /// Whether the program asked for bracketed paste (mode 2004): pastes marked as pastes.
  public internal(set) var isBracketedPasteOn = false
  /// The sequences received that this emulation does not know, each written as it came
  /// (`ESC [ 5 n`), the first 100.
  public internal(set) var unknownSequences: [String] = []

  var grid: EmulatedGrid
  var otherGrid: EmulatedGrid
  var style = Style.plain
  var savedCursor = Position(row: 0, column: 0)
  var mainScreenCursor = Position(row: 0, column: 0)
  /// A character was written in the last column: with autowrap, the next one starts a row.
  var isWrapPending = false
  var parser = ParserState.ground
  /// The bytes of the sequence being read, after `ESC [`.
  var sequence: [UInt8] = []
  /// Text bytes not yet written: a run of text is measured by characters, not bytes.
  var pendingText: [UInt8] = []

  /// A blank screen, on the main screen, with the cursor at the top left.
  public init(rows: Int, columns: Int) {
    grid = EmulatedGrid(TerminalSize(rows: rows, columns: columns))
    otherGrid = grid
  }

  /// The rows as text, without trailing spaces; a wide character once.
  public var lines: [String] { (0..<size.rows).map { grid.line($0) } }

  /// The rows as one text, one line each, without the trailing empty rows.
  public var text: String {
    var lines = lines
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// The screen as a person sees it, for a test's failure: its size, the cursor, which screen,
  /// and the text.
  public var description: String {
    let cursor = isCursorVisible ? "cursor at \(self.cursor)" : "cursor hidden"
    let which = isAlternateScreen ? "alternate screen" : "main screen"
    return "\(size) \(which), \(cursor):\n\(text)"
  }

  /// The character drawn at a cell (a space when blank, empty for the second cell of a wide
  /// character).
  public func character(at position: Position) -> String {
    grid[position.row, position.column].text
  }

  /// The style of a cell.
  public func style(at position: Position) -> Style {
    grid[position.row, position.column].style
  }

  /// Changes the size, as a terminal window being resized: rows and columns are kept from the
  /// top left, and the cursor is kept inside.
  public mutating func resize(rows: Int, columns: Int) {
    let size = TerminalSize(rows: rows, columns: columns)
    grid = grid.resized(to: size)
    otherGrid = otherGrid.resized(to: size)
    cursor = clamped(cursor)
    isWrapPending = false
  }

  // MARK: - Actions of the interpreted bytes

  func clamped(_ position: Position) -> Position {
    Position(
      row: min(max(0, position.row), max(0, size.rows - 1)),
      column: min(max(0, position.column), max(0, size.columns - 1)))
  }

  mutating func move(to position: Position) {
    cursor = clamped(position)
    isWrapPending = false
  }

  mutating func lineFeed() {
    isWrapPending = false
    if cursor.row + 1 < size.rows {
      cursor.row += 1
    } else {
      grid.scrollUp()
    }
  }

  /// Writes one character at the cursor and moves the cursor past it.
  mutating func write(_ character: Character) {
    guard size.rows > 0, size.columns > 0 else { return }
    let width = DisplayWidth.of(character)
    if width == 0 {
      attachToPreviousCell(character)
      return
    }
    if isWrapPending, isAutowrapOn {
      cursor.column = 0
      lineFeed()
    }
    isWrapPending = false
    if cursor.column + width > size.columns {
      guard isAutowrapOn else { return }
      grid.erase(row: cursor.row, from: cursor.column, to: size.columns)
      cursor.column = 0
      lineFeed()
    }
    grid.put(
      EmulatedCell(text: String(character), style: style, width: width), row: cursor.row,
      column: cursor.column)
    if cursor.column + width >= size.columns {
      cursor.column = size.columns - 1
      isWrapPending = isAutowrapOn
    } else {
      cursor.column += width
    }
  }

  /// A combining mark on its own joins the character before the cursor.
  private mutating func attachToPreviousCell(_ character: Character) {
    var column = isWrapPending ? cursor.column : cursor.column - 1
    guard column >= 0 else { return }
    if grid[cursor.row, column].width == 0, column > 0 { column -= 1 }
    grid[cursor.row, column].text += String(character)
  }

  mutating func eraseDisplay(_ mode: Int) {
    let rows: Range<Int>
    switch mode {
    case 0:
      grid.erase(row: cursor.row, from: cursor.column, to: size.columns)
      rows = (cursor.row + 1)..<size.rows
    case 1:
      grid.erase(row: cursor.row, from: 0, to: cursor.column + 1)
      rows = 0..<cursor.row
    default:
      rows = 0..<size.rows
    }
    for row in rows { grid.erase(row: row, from: 0, to: size.columns) }
  }

  mutating func eraseLine(_ mode: Int) {
    switch mode {
    case 0: grid.erase(row: cursor.row, from: cursor.column, to: size.columns)
    case 1: grid.erase(row: cursor.row, from: 0, to: cursor.column + 1)
    default: grid.erase(row: cursor.row, from: 0, to: size.columns)
    }
  }

  mutating func switchToAlternateScreen(_ isOn: Bool, savingCursor: Bool) {
    guard isOn != isAlternateScreen else { return }
    if isOn, savingCursor { mainScreenCursor = cursor }
    swap(&grid, &otherGrid)
    isAlternateScreen = isOn
    if isOn {
      grid = EmulatedGrid(size)
    } else if savingCursor {
      move(to: mainScreenCursor)
    }
  }

  mutating func reset() {
    self = EmulatedScreen(rows: size.rows, columns: size.columns)
  }

  mutating func recordUnknown(_ bytes: [UInt8]) {
    guard unknownSequences.count < 100 else { return }
    unknownSequences.append(
      bytes.map { $0 == 0x1B ? "ESC" : String(UnicodeScalar($0)) }.joined(separator: " "))
  }
}
