import TerminalUI
import TerminalUITesting
import Testing

/// A paste between the terminal's bracketed-paste markers is text, one key however long,
/// never keys: a `q` in it does not quit, a newline does not press Enter.
@Suite("Bracketed paste")
struct BracketedPasteTests {
  private static let start = Array("\u{1B}[200~".utf8)
  private static let end = Array("\u{1B}[201~".utf8)

  @Test("A paste is one key, the keys inside it only text, and what follows is keys again")
  func pasteIsOneKey() {
    var decoder = KeyDecoder()
    let bytes =
      Array("j".utf8) + Self.start + Array("tea\nq\u{3}\u{1B}[A\u{7F}".utf8) + Self.end
      + Array("k".utf8)
    #expect(
      decoder.decode(bytes) == [
        .character("j"), .paste("tea\nq\u{3}\u{1B}[A\u{7F}"), .character("k"),
      ])
    #expect(!decoder.hasPending)
  }

  @Test("A paste split across reads anywhere, markers and characters included, is one paste")
  func splitPaste() {
    let bytes = Self.start + Array("mug, 中 cup".utf8) + Self.end + Array("x".utf8)
    for cut in 1..<bytes.count {
      var decoder = KeyDecoder()
      let keys = decoder.decode(bytes.prefix(cut)) + decoder.decode(bytes.dropFirst(cut))
      #expect(keys == [.paste("mug, 中 cup"), .character("x")], "cut after byte \(cut)")
    }
  }

  @Test("A pause in the middle of a paste passes on what came so far, and the paste goes on")
  func pauseInPaste() {
    var decoder = KeyDecoder()
    let cup = Array("中".utf8)
    #expect(decoder.decode(Self.start + Array("tea ".utf8) + cup.prefix(2)).isEmpty)
    #expect(decoder.hasPending)
    #expect(decoder.flush() == [.paste("tea ")], "the character cut short waits")
    #expect(!decoder.hasPending, "for more bytes, not for another pause")
    #expect(decoder.decode(cup.suffix(1) + Array("q".utf8) + Self.end.prefix(3)).isEmpty)
    #expect(decoder.flush() == [.paste("中q")], "the start of the end marker waits too")
    #expect(decoder.decode(Self.end.dropFirst(3) + Array("q".utf8)) == [.character("q")])
  }

  @Test("A paste spanning many reads is decoded in time proportional to its size")
  func longPaste() {
    var decoder = KeyDecoder()
    let text = String(repeating: "stoneware mug ", count: 8_000)
    let bytes = Self.start + Array(text.utf8) + Self.end
    var keys: [Key] = []
    var offset = 0
    while offset < bytes.count {
      keys += decoder.decode(bytes[offset..<min(bytes.count, offset + 4_096)])
      offset += 4_096
    }
    #expect(keys == [.paste(text)])
  }
}

/// A paste reaching the app: a focused field inserts it as one line, and no screen takes
/// keys from it.
@MainActor
@Suite("A paste in the app")
struct PasteInAppTests {
  @Test("A field inserts a paste as one line: no Enter, a q is text, a final newline dropped")
  func fieldInsertsPaste() throws {
    let screen = FieldScreen(text: "blue ")
    let test = try TestApp(rows: 2, columns: 40, root: screen)
    test.terminal.press(.paste("tea\nquantity\r\nmug\tcup\n"))
    #expect(test.terminal.lines[0] == "Find: blue tea quantity mug cup")
    #expect(screen.submitted.isEmpty, "the newlines pressed no Enter")
    #expect(test.app.isRunning, "the q quit nothing")
    #expect(test.terminal.cursor == Position(row: 0, column: 31))
    test.terminal.press(.enter)
    #expect(screen.submitted == ["blue tea quantity mug cup"])
  }

  @Test("A paste goes in at the cursor, and control characters in it are left out")
  func pasteAtCursor() throws {
    let screen = FieldScreen(text: "mug")
    let test = try TestApp(rows: 2, columns: 40, root: screen)
    test.terminal.press(.home)
    test.terminal.press(.paste("blue\u{1B}[2J\u{7} "))
    #expect(test.terminal.lines[0] == "Find: blue[2J mug")
    #expect(test.terminal.cursor == Position(row: 0, column: 14))
  }

  @Test("A long paste scrolls the field to its end, the cursor in view")
  func longPaste() throws {
    let screen = FieldScreen()
    let test = try TestApp(rows: 2, columns: 20, root: screen)
    let text = String(repeating: "abcdefghij", count: 10_000) + "END"
    test.terminal.press(.paste(text))
    #expect(screen.field.text == text)
    #expect(test.terminal.lines[0] == "Find: abcdefghijEND")
    #expect(test.terminal.cursor == Position(row: 0, column: 19))
  }

  @Test("A paste where no field has the focus is no key: a q in it does not quit, j moves not")
  func pasteWithoutField() throws {
    let shelf = Shelf(items: ["Mug", "Cup", "Pan"])
    let screen = ShelfScreen(shelf)
    let test = try TestApp(root: screen)
    test.terminal.press(.paste("jjq\r"))
    #expect(test.app.isRunning)
    #expect(test.terminal.lines[1] == "> Mug")
    #expect(screen.chosen.isEmpty)
    #expect(test.terminal.screen.isBracketedPasteOn, "pastes are marked while full screen")
    test.terminal.press(.character("q"))
    #expect(!test.app.isRunning)
    #expect(!test.terminal.screen.isBracketedPasteOn, "and no longer once given back")
  }
}
