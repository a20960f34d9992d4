import TerminalUI
import TerminalUITesting
import Testing

/// The app takes every event that has arrived, then draws once: a flood of keys costs one
/// frame, and a Ctrl-C behind it quits at once.
@MainActor
@Suite("Input in batches")
struct InputBatchTests {
  private func shelfApp() throws -> (TestApp, ShelfScreen) {
    let screen = ShelfScreen(Shelf(items: (1...40).map { "Mug \($0)" }))
    return (try TestApp(rows: 8, columns: 30, root: screen), screen)
  }

  @Test("Keys read together are all handled, and the screen is drawn once for them")
  func oneFramePerBatch() throws {
    let (test, _) = try shelfApp()
    let before = test.terminal.framesWritten
    test.terminal.send(bytes: Array(String(repeating: "j", count: 30).utf8))
    #expect(test.terminal.text.contains("> Mug 31"))
    #expect(test.terminal.framesWritten == before + 1)
  }

  @Test("A Ctrl-C behind queued keys quits at once, the keys before it dropped")
  func interruptSkipsTheQueue() throws {
    let (test, screen) = try shelfApp()
    test.terminal.send(bytes: Array((String(repeating: "j\r", count: 500) + "\u{3}").utf8))
    #expect(!test.app.isRunning)
    #expect(!test.terminal.isOpen)
    #expect(screen.chosen.isEmpty, "the Enters queued before the Ctrl-C did nothing")
    #expect(!test.terminal.screen.isAlternateScreen, "the terminal is given back")
  }

  @Test("Keys after a q in the same batch are not handled by a quit app")
  func quitEndsTheBatch() throws {
    let (test, screen) = try shelfApp()
    test.terminal.send(bytes: Array("jq\r".utf8))
    #expect(!test.app.isRunning)
    #expect(screen.chosen.isEmpty)
  }

  @Test("Backspace in a field edits it, and with nothing left to erase still never goes back")
  func backspaceStaysInField() throws {
    let screen = BackingFieldScreen(text: "mu")
    let test = try TestApp(rows: 2, columns: 30, root: screen)
    test.terminal.press(.backspace, .backspace, .backspace, .backspace)
    #expect(test.terminal.lines[0] == "Find:")
    #expect(screen.backRequests == 0)
    #expect(test.app.isRunning)
    test.terminal.press(.escape)
    #expect(screen.backRequests == 1, "keys the field leaves do reach the screen")
  }
}

/// A search screen as features write one: the field takes its keys first, and the keys it
/// leaves mean what they mean on every screen (Esc, Backspace: back).
@MainActor
final class BackingFieldScreen: Screen {
  let title = "Search"
  private var field: TextField
  private(set) var backRequests = 0

  init(text: String) {
    field = TextField(text: text)
  }

  func draw(in canvas: inout Canvas, area: Rect) {
    canvas.draw("Find: ", at: area.origin)
    var row = area
    row.origin.column += 6
    row.columns -= 6
    field.draw(in: &canvas, area: row)
  }

  func handle(_ key: Key) -> KeyHandling {
    if field.handle(key) == .handled { return .handled }
    guard key.action == .back else { return .ignored }
    backRequests += 1
    return .handled
  }
}
