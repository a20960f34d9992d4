import TerminalUI
import TerminalUITesting
import Testing

@Suite("The emulated screen")
struct EmulatedScreenTests {
  private func screen(
    rows: Int = 4, columns: Int = 10, _ text: String
  ) -> EmulatedScreen {
    var screen = EmulatedScreen(rows: rows, columns: columns)
    screen.feed(Array(text.utf8))
    return screen
  }

  @Test("Cursor moves place text where they say")
  func cursorMoves() {
    let moved = screen("\u{1B}[2;3Hab\u{1B}[Ac\u{1B}[4;1Hd\u{1B}[2Ge\rf\u{1B}[3dg")
    #expect(moved.lines == ["    c", "  ab", " g", "fe"])
    #expect(moved.cursor == Position(row: 2, column: 2))
  }

  @Test("Erasing clears to the end, to the start, the line or the screen")
  func erasing() {
    let text = "0123456789\r\n0123456789\r\n0123456789\r\n0123456789"
    #expect(screen(text + "\u{1B}[2;5H\u{1B}[K").lines[1] == "0123")
    #expect(screen(text + "\u{1B}[2;5H\u{1B}[1K").lines[1] == "     56789")
    #expect(screen(text + "\u{1B}[2;5H\u{1B}[2K").lines[1] == "")
    #expect(screen(text + "\u{1B}[2;5H\u{1B}[J").lines == ["0123456789", "0123", "", ""])
    #expect(screen(text + "\u{1B}[2;5H\u{1B}[2X").lines[1] == "0123  6789")
    #expect(screen(text + "\u{1B}[2J").text == "")
  }

  @Test("Styles are kept per cell")
  func styles() {
    let styled = screen("a\u{1B}[1;7mb\u{1B}[22mc\u{1B}[0;31md\u{1B}[38;5;200;4me\u{1B}[m f")
    #expect(styled.lines[0] == "abcde f")
    #expect(styled.style(at: Position(row: 0, column: 0)) == .plain)
    #expect(styled.style(at: Position(row: 0, column: 1)) == Style(isBold: true, isReversed: true))
    #expect(styled.style(at: Position(row: 0, column: 2)) == .reversed)
    #expect(styled.style(at: Position(row: 0, column: 3)) == .error)
    #expect(
      styled.style(at: Position(row: 0, column: 4))
        == Style(isUnderlined: true, foreground: .red))
    #expect(styled.style(at: Position(row: 0, column: 6)) == .plain)
  }

  @Test("The alternate screen leaves the main screen and its cursor as they were")
  func alternateScreen() {
    var screen = screen("$ shop\r\n")
    screen.feed(ScreenModes.enter)
    #expect(screen.isAlternateScreen)
    #expect(!screen.isCursorVisible)
    #expect(screen.text == "")
    screen.feed(Array("\u{1B}[1;1Hfull screen".utf8))
    screen.feed(ScreenModes.leave)
    #expect(!screen.isAlternateScreen)
    #expect(screen.isCursorVisible)
    #expect(screen.text == "$ shop")
    #expect(screen.cursor == Position(row: 1, column: 0))
    #expect(screen.unknownSequences == [])
  }

  @Test("Text wraps at the last column with autowrap, and stays there without")
  func autowrap() {
    #expect(screen(rows: 2, columns: 4, "abcdef").lines == ["abcd", "ef"])
    #expect(screen(rows: 2, columns: 4, "\u{1B}[?7labcdef").lines == ["abcf", ""])
    #expect(screen(rows: 2, columns: 3, "ab\r\ncd\r\nef").lines == ["cd", "ef"])
  }

  @Test("Wide characters take two cells, combining marks none")
  func wideAndCombining() {
    let wide = screen("中a\u{1B}[1;5He\u{301}x")
    #expect(wide.lines[0] == "中a e\u{301}x")
    #expect(wide.character(at: Position(row: 0, column: 1)) == "")
    #expect(wide.cursor == Position(row: 0, column: 6))
    #expect(screen("中文\u{1B}[1;2Hx").lines[0] == " x文")
    #expect(screen(rows: 2, columns: 3, "ab中").lines == ["ab", "中"])
  }

  @Test("A sequence or a character split between writes is put together")
  func splitWrites() {
    var screen = EmulatedScreen(rows: 2, columns: 10)
    let bytes = Array("\u{1B}[2;3Hマ".utf8)
    for byte in bytes { screen.feed([byte]) }
    #expect(screen.lines == ["", "  マ"])
  }

  @Test("Sequences it does not know are listed, not drawn")
  func unknownSequences() {
    let unknown = screen("a\u{1B}[5nb\u{1B}[?9999hc\u{1B}]0;title\u{7}d")
    #expect(unknown.lines[0] == "abcd")
    #expect(unknown.unknownSequences == ["ESC [ 5 n", "ESC [ ? 9 9 9 9 h"])
  }

  @Test("A resize keeps the top left and the cursor inside")
  func resize() {
    var screen = screen("0123456789\r\nabcdefghij\u{1B}[2;9H")
    screen.resize(rows: 1, columns: 5)
    #expect(screen.lines == ["01234"])
    #expect(screen.cursor == Position(row: 0, column: 4))
  }
}
