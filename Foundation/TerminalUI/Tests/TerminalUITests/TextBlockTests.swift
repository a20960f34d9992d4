import TerminalUI
import TerminalUITesting
import Testing

@MainActor
@Suite("Text and the status line")
struct TextBlockTests {
  @Test("Wrapped text fills the area's rows and ends in an ellipsis when it needs more")
  func wrapped() throws {
    let text = "A stoneware mug with a hand-thrown handle, glazed in blue."
    let test = try TestApp(rows: 3, columns: 16, root: LabelScreen("Mug", text: text))
    #expect(test.terminal.lines == ["A stoneware mug", "with a", "hand-thrown …"])
  }

  @Test("Truncated text keeps one row per line")
  func truncated() throws {
    var canvas = Canvas(size: TerminalSize(rows: 3, columns: 8))
    let rows = TextBlock("Stoneware mug\nTea", overflow: .truncate).draw(
      in: &canvas, area: canvas.bounds)
    let terminal = VirtualTerminal(rows: 3, columns: 8)
    var renderer = FrameRenderer()
    terminal.write(renderer.render(canvas))
    #expect(rows == 2)
    #expect(terminal.lines == ["Stonewa…", "Tea", ""])
  }

  @Test("The status line shows where the user is on the left and the app's state on the right")
  func statusLine() throws {
    let test = try TestApp(rows: 3, columns: 30, root: LabelScreen("Catalog"))
    test.navigation.statusLine = {
      StatusLine(leading: test.navigation.trail, trailing: "2 items · ada")
    }
    test.terminal.press(.control("l"))
    #expect(
      test.terminal.lines[2] == " Catalog" + String(repeating: " ", count: 8) + "2 items · ada")
    #expect(test.terminal.screen.style(at: Position(row: 2, column: 0)) == .reversed)
    #expect(test.terminal.screen.style(at: Position(row: 2, column: 29)) == .reversed)
  }

  @Test("On a narrow screen the left side is cut first")
  func narrowStatusLine() throws {
    let test = try TestApp(rows: 2, columns: 20, root: LabelScreen("Catalog"))
    test.navigation.statusLine = {
      StatusLine(leading: "Catalog › Stoneware mug", trailing: "2 items")
    }
    test.terminal.press(.control("l"))
    #expect(test.terminal.lines[1] == " Catalog …  2 items")
  }
}
