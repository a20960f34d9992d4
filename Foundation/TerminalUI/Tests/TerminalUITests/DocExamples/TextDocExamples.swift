import TerminalUI
import TerminalUITesting
import Testing

// The examples of text: display widths, layout, text blocks, and cutting rectangles.

/// A note: what the note's page shows.
struct Note {
  var title: String
  var text: String
}

/// A note's page: its title on the first row, its text wrapped below, a hint on the last row.
@MainActor
final class NotePageScreen: Screen {
  let note: Note
  init(_ note: Note) { self.note = note }

  func draw(in canvas: inout Canvas, area: Rect) {
    // Rect.
    var body = area
    let title = body.removeFirstRow()
    let hint = body.removeLastRow()
    // TextBlock.
    TextBlock(note.text).draw(in: &canvas, area: body)
    TextBlock(note.title, style: .bold, overflow: .truncate).draw(in: &canvas, area: title)
    TextBlock("Esc: back", style: .dim).draw(in: &canvas, area: hint)
  }

  func handle(_ key: Key) -> KeyHandling { .ignored }
}

@Suite("The examples of text")
@MainActor
struct TextDocExamples {
  @Test("a character is as wide as the terminal draws it")
  func displayWidth() {
    let widths = ExampleValues.of {
      DisplayWidth.of("Mug")  // 3
      DisplayWidth.of("マグ")  // 4
      DisplayWidth.of("e\u{301}")  // 1: e with a combining acute accent
    }
    #expect(widths.map { $0 as? Int } == [3, 4, 1])
  }

  @Test("text is truncated with an ellipsis and wrapped at spaces, by display width")
  func textLayout() {
    let laidOut = ExampleValues.of {
      TextLayout.truncate("Stoneware Mug", toWidth: 8)  // "Stonewa…"
      TextLayout.wrap("A mug for tea and coffee", toWidth: 10)
      // ["A mug for", "tea and", "coffee"]
    }
    #expect(laidOut.first as? String == "Stonewa…")
    #expect(laidOut.last as? [String] == ["A mug for", "tea and", "coffee"])
  }

  @Test("a page cut into a title, a body and a hint: the title truncated, the text wrapped")
  func textBlockAndRect() throws {
    let terminal = VirtualTerminal(rows: 5, columns: 20)
    let note = Note(title: "Shopping for the weekend", text: "milk, eggs, bread and a lemon")
    let app = TerminalApp(device: terminal, navigation: ScreenStack(root: NotePageScreen(note)))
    try app.start()
    #expect(
      terminal.lines == [
        "Shopping for the we…", "milk, eggs, bread", "and a lemon", "", "Esc: back",
      ])
    let screen = terminal.screen
    #expect(screen.style(at: Position(row: 0, column: 0)) == .bold)
    #expect(screen.style(at: Position(row: 4, column: 0)) == .dim)
  }
}
