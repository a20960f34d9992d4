import TerminalUI
import TerminalUITesting
import Testing

@MainActor
@Suite("A scrolling list")
struct ScrollingListTests {
  private func shelfApp(rows: Int = 6) throws -> (TestApp, ShelfScreen) {
    let screen = ShelfScreen(Shelf(title: "Fruit", items: fruit))
    let test = try TestApp(rows: rows, columns: 20, root: screen)
    return (test, screen)
  }

  @Test("Shows the first rows with the first one selected")
  func firstRows() throws {
    let (test, _) = try shelfApp()
    #expect(
      test.terminal.lines == [
        "Fruit", "> Apple", "  Apricot", "  Banana", "  Blackberry", "  Blueberry",
      ])
    #expect(test.terminal.screen.style(at: Position(row: 1, column: 19)) == .reversed)
    #expect(test.terminal.screen.style(at: Position(row: 2, column: 0)) == .plain)
    #expect(test.terminal.cursor == nil)
  }

  @Test("Down, j, Up and k move the selection; it scrolls into view")
  func moving() throws {
    let (test, screen) = try shelfApp()
    test.terminal.press(.down, .character("j"))
    #expect(test.terminal.lines[3] == "> Banana")
    test.terminal.press(.character("j"), .character("j"), .character("j"))
    #expect(
      test.terminal.lines == [
        "Fruit", "  Apricot", "  Banana", "  Blackberry", "  Blueberry", "> Cherry",
      ])
    test.terminal.press(.up, .character("k"), .character("k"), .character("k"))
    #expect(test.terminal.lines[1] == "> Apricot")
    test.terminal.press(.up)
    #expect(test.terminal.lines[1] == "> Apple")
    test.terminal.press(.up)
    #expect(test.terminal.lines[1] == "> Apple")
    #expect(screen.list.selection == 0)
  }

  @Test("Page Down and Page Up move by the rows shown; End and Home go to the ends")
  func paging() throws {
    let (test, _) = try shelfApp()
    test.terminal.press(.pageDown)
    #expect(
      test.terminal.lines == [
        "Fruit", "> Cherry", "  Clementine", "  Coconut", "  Cranberry", "  Date",
      ])
    test.terminal.press(.end)
    #expect(test.terminal.lines[1] == "  Lime")
    #expect(test.terminal.lines.last == "> Orange")
    test.terminal.press(.pageUp)
    #expect(test.terminal.lines == ["Fruit", "  Fig", "  Grape", "  Guava", "  Kiwi", "> Lemon"])
    test.terminal.press(.home)
    #expect(test.terminal.lines[1] == "> Apple")
  }

  @Test("Enter chooses the selected row; the screen tells its owner")
  func choosing() throws {
    let (test, screen) = try shelfApp()
    test.terminal.press(.down, .down, .enter)
    #expect(screen.chosen == ["Banana"])
  }

  @Test("A row longer than the width ends in an ellipsis; the list never wraps")
  func longRows() throws {
    let screen = ShelfScreen(
      Shelf(title: "Mugs", items: ["Stoneware mug with a hand-thrown handle", "マグカップとティーポット"]))
    let test = try TestApp(rows: 4, columns: 16, root: screen)
    #expect(test.terminal.lines == ["Mugs", "> Stoneware mug…", "  マグカップと…", ""])
  }

  @Test("When the model's rows shrink, the selection stays inside them")
  func shrinking() async throws {
    let shelf = Shelf(title: "Fruit", items: fruit)
    let test = try TestApp(rows: 6, columns: 20, root: ShelfScreen(shelf))
    test.terminal.press(.end)
    shelf.items = ["Apple", "Banana"]
    try await test.terminal.waitUntil("the list shows two rows") {
      $0.lines == ["Fruit", "  Apple", "> Banana", "", "", ""]
    }
  }
}
