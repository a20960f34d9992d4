import TerminalUI
import TerminalUITesting
import Testing

@MainActor
@Suite("The run loop")
struct TerminalAppTests {
  private struct Failure: Error, Equatable {}

  @Test("A screen that reads an observed model is redrawn when the model changes, once per turn")
  func observationRedraws() async throws {
    let shelf = Shelf(title: "Fruit", items: ["Apple"])
    let test = try TestApp(rows: 4, columns: 20, root: ShelfScreen(shelf))
    let frames = test.terminal.framesWritten
    shelf.title = "Basket"
    shelf.items.append("Banana")
    try await test.terminal.waitUntil("the new model shows") {
      $0.lines == ["Basket", "> Apple", "  Banana", ""]
    }
    #expect(test.terminal.framesWritten == frames + 1)
  }

  @Test("A model changed by another task is redrawn too")
  func changesFromTasks() async throws {
    let shelf = Shelf(items: [])
    let test = try TestApp(rows: 3, columns: 20, root: ShelfScreen(shelf))
    #expect(test.terminal.lines[1] == "Nothing here.")
    Task { @MainActor in shelf.items = ["Mug"] }
    try await test.terminal.waitUntil("the mug shows") { $0.lines[1] == "> Mug" }
  }

  @Test("A resize redraws everything at the new size")
  func resize() throws {
    let test = try TestApp(
      rows: 6, columns: 20, root: ShelfScreen(Shelf(title: "Fruit", items: fruit)))
    test.navigation.statusLine = { StatusLine(leading: "Fruit", trailing: "20") }
    test.terminal.press(.end)
    test.terminal.resize(rows: 4, columns: 9)
    #expect(test.terminal.lines == ["Fruit", "  Melon", "> Orange", " Fr…  20"])
    test.terminal.resize(rows: 5, columns: 30)
    #expect(test.terminal.lines.last == " Fruit" + String(repeating: " ", count: 21) + "20")
    #expect(String(decoding: test.terminal.lastFrame, as: UTF8.self).contains("\u{1B}[2J"))
  }

  @Test("Ctrl-C quits even in a text field, and the user's screen comes back as it was")
  func controlC() throws {
    let terminal = VirtualTerminal(rows: 3, columns: 20)
    terminal.show("$ shop\r\n")
    let navigation = ScreenStack(root: FieldScreen())
    let app = TerminalApp(device: terminal, navigation: navigation)
    try app.start()
    terminal.type("q")
    #expect(app.isRunning)
    terminal.press(.control("c"))
    #expect(!app.isRunning)
    #expect(!terminal.isOpen)
    #expect(!terminal.screen.isAlternateScreen)
    #expect(terminal.lines == ["$ shop", "", ""])
    #expect(terminal.cursor == Position(row: 1, column: 0))
    #expect(terminal.screen.isAutowrapOn)
    #expect(terminal.screen.unknownSequences == [])
  }

  @Test("run shows the first screen, handles keys until q, and gives the terminal back")
  func runUntilQuit() async throws {
    let terminal = VirtualTerminal(rows: 3, columns: 20)
    let navigation = ScreenStack()
    let app = TerminalApp(device: terminal, navigation: navigation)
    let running = Task { @MainActor in
      try await app.run { _ in navigation.show(LabelScreen("Catalog"), as: .push) }
    }
    try await terminal.waitUntil("the catalog shows") { $0.lines[0] == "Catalog" }
    terminal.press(.character("q"))
    try await running.value
    #expect(!terminal.isOpen)
    #expect(!terminal.screen.isAlternateScreen)
  }

  @Test("An error thrown by run's body gives the terminal back and reaches the caller")
  func bodyThrows() async throws {
    let terminal = VirtualTerminal(rows: 3, columns: 20)
    let app = TerminalApp(device: terminal, navigation: ScreenStack())
    await #expect(throws: Failure.self) {
      try await app.run { _ in throw Failure() }
    }
    #expect(!terminal.isOpen)
    #expect(!terminal.screen.isAlternateScreen)
    #expect(terminal.cursor != nil)
  }

  @Test("quit(throwing:) ends run with the error, the terminal given back")
  func quitThrowing() async throws {
    let terminal = VirtualTerminal(rows: 3, columns: 20)
    let app = TerminalApp(device: terminal, navigation: ScreenStack())
    app.onUnhandledKey = { key in
      if key == .character("x") { app.quit(throwing: Failure()) }
      return .handled
    }
    let running = Task { @MainActor in try await app.run() }
    terminal.press(.character("x"))
    await #expect(throws: Failure.self) { try await running.value }
    #expect(!terminal.screen.isAlternateScreen)
  }

  @Test("Cancelling run's task, or the input closing, ends it")
  func cancellationAndHangUp() async throws {
    let terminal = VirtualTerminal(rows: 3, columns: 20)
    let app = TerminalApp(device: terminal, navigation: ScreenStack())
    let running = Task { @MainActor in try await app.run() }
    try await terminal.waitUntil("the app has the terminal") { $0.isOpen }
    running.cancel()
    try await running.value
    #expect(!terminal.isOpen)
    let hungUp = Task { @MainActor in try await app.run() }
    try await terminal.waitUntil("the app has the terminal again") { $0.isOpen }
    terminal.closeInput()
    try await hungUp.value
    #expect(!terminal.isOpen)
  }

  @Test("Ctrl-Z suspends through the terminal and the app redraws when resumed")
  func suspend() throws {
    let test = try TestApp(rows: 3, columns: 20, root: LabelScreen("Catalog"))
    test.terminal.press(.control("z"))
    #expect(test.terminal.suspensions == 1)
    #expect(test.terminal.lines[0] == "Catalog")
    #expect(test.terminal.screen.isAlternateScreen)
    #expect(test.app.isRunning)
  }

  @Test("Ctrl-L repaints the whole screen")
  func redraw() throws {
    let test = try TestApp(rows: 3, columns: 20, root: LabelScreen("Catalog"))
    test.terminal.press(.control("l"))
    let frame = String(decoding: test.terminal.lastFrame, as: UTF8.self)
    #expect(frame.contains("\u{1B}[2J"))
    #expect(frame.contains("Catalog"))
  }

  @Test("A terminal already taken over refuses a second app")
  func alreadyInUse() throws {
    let test = try TestApp(rows: 3, columns: 20)
    let second = TerminalApp(device: test.terminal, navigation: ScreenStack())
    #expect(throws: TerminalError.alreadyInUse) { try second.start() }
    #expect(test.app.isRunning)
  }
}
