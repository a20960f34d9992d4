import TerminalUI
import TerminalUITesting
import Testing

@MainActor
@Suite("A text field")
struct TextFieldTests {
  private func fieldApp(columns: Int = 20, text: String = "", placeholder: String = "") throws
    -> (TestApp, FieldScreen)
  {
    let screen = FieldScreen(text: text, placeholder: placeholder)
    return (try TestApp(rows: 2, columns: columns, root: screen), screen)
  }

  @Test("Typed text appears with the cursor after it; q and j are text here")
  func typing() throws {
    let (test, screen) = try fieldApp()
    test.terminal.type("jq mug")
    #expect(test.terminal.lines[0] == "Find: jq mug")
    #expect(test.terminal.cursor == Position(row: 0, column: 12))
    test.terminal.press(.enter)
    #expect(screen.submitted == ["jq mug"])
  }

  @Test("The placeholder shows, dimmed, while the field is empty")
  func placeholder() throws {
    let (test, _) = try fieldApp(placeholder: "name or SKU")
    #expect(test.terminal.lines[0] == "Find: name or SKU")
    #expect(test.terminal.screen.style(at: Position(row: 0, column: 6)) == .dim)
    #expect(test.terminal.cursor == Position(row: 0, column: 6))
    test.terminal.type("m")
    #expect(test.terminal.lines[0] == "Find: m")
  }

  @Test("Left, Right, Home and End move the cursor; typing inserts at it")
  func moving() throws {
    let (test, _) = try fieldApp(text: "mug")
    test.terminal.press(.left, .left)
    #expect(test.terminal.cursor == Position(row: 0, column: 7))
    test.terminal.type("a")
    #expect(test.terminal.lines[0] == "Find: maug")
    test.terminal.press(.home)
    test.terminal.type("<")
    test.terminal.press(.end)
    test.terminal.type(">")
    #expect(test.terminal.lines[0] == "Find: <maug>")
    test.terminal.press(.control("a"), .right, .control("e"), .control("b"))
    #expect(test.terminal.cursor == Position(row: 0, column: 11))
  }

  @Test("Backspace, Delete, Ctrl-U, Ctrl-K and Ctrl-W erase")
  func erasing() throws {
    let (test, screen) = try fieldApp(text: "tea mug cup")
    test.terminal.press(.backspace)
    #expect(screen.field.text == "tea mug cu")
    test.terminal.press(.control("w"))
    #expect(screen.field.text == "tea mug ")
    test.terminal.press(.control("w"))
    #expect(screen.field.text == "tea ")
    test.terminal.press(.home, .delete)
    #expect(screen.field.text == "ea ")
    test.terminal.press(.right, .control("k"))
    #expect(screen.field.text == "e")
    test.terminal.press(.control("u"))
    #expect(screen.field.text == "")
    #expect(test.terminal.lines[0] == "Find:")
    test.terminal.press(.backspace)
    #expect(screen.field.text == "")
  }

  @Test("Wide and combining characters are one step each, measured by their width")
  func wideCharacters() throws {
    let (test, screen) = try fieldApp()
    test.terminal.type("マグ")
    #expect(test.terminal.cursor == Position(row: 0, column: 10))
    test.terminal.press(.left)
    #expect(test.terminal.cursor == Position(row: 0, column: 8))
    test.terminal.press(.end)
    test.terminal.type("e")
    test.terminal.send(bytes: Array("\u{301}".utf8))
    #expect(screen.field.text == "マグe\u{301}")
    #expect(test.terminal.cursor == Position(row: 0, column: 11))
    test.terminal.press(.backspace)
    #expect(screen.field.text == "マグ")
  }

  @Test("Text longer than the field scrolls so the cursor stays in view")
  func scrolling() throws {
    let (test, _) = try fieldApp(columns: 12)
    test.terminal.type("stoneware mug")
    #expect(test.terminal.lines[0] == "Find: e mug")
    #expect(test.terminal.cursor == Position(row: 0, column: 11))
    test.terminal.press(.home)
    #expect(test.terminal.lines[0] == "Find: stonew")
    #expect(test.terminal.cursor == Position(row: 0, column: 6))
  }
}
