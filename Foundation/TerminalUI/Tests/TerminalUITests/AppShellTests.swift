import Architecture
import TerminalUI
import TerminalUITesting
import Testing

/// An app shell on a virtual terminal, with three tabs whose features open on first show.
@MainActor
final class ShellApp {
  let terminal: VirtualTerminal
  let shell = AppShell()
  let app: TerminalApp
  private(set) var opened: [String] = []
  private(set) var removed: [String] = []

  init(rows: Int = 6, columns: Int = 40) throws {
    terminal = VirtualTerminal(rows: rows, columns: columns)
    app = TerminalApp(device: terminal, root: shell)
    for title in ["Catalog", "Cart", "Orders"] {
      shell.addTab(title) { [unowned self] in open(title) }
    }
    try app.start()
    shell.select(shell.tabs[0])
  }

  /// What a tab's board does when its tab is shown empty: shows its first screen there.
  private func open(_ title: String) {
    opened.append(title)
    shell.tab(titled: title)?.stack.show(LabelScreen(title), as: .push) { [unowned self] in
      removed.append(title)
    }
  }

  /// Pushes a screen on the shown tab, as a feature's child does.
  func push(_ title: String) {
    shell.show(LabelScreen(title), as: .push) { [unowned self] in removed.append(title) }
  }

  var screen: [String] {
    terminal.press(.control("l"))
    return terminal.lines
  }
}

@MainActor
@Suite("The app shell")
struct AppShellTests {
  @Test("the tab bar names the tabs; 1-9, Tab and Shift-Tab switch; a tab opens when first shown")
  func switchingTabs() throws {
    let test = try ShellApp()
    #expect(test.screen[0].hasPrefix(" 1 Catalog   2 Cart   3 Orders"))
    #expect(test.screen[1] == "Catalog")
    #expect(test.opened == ["Catalog"])
    test.terminal.press(.character("2"))
    #expect(test.screen[1] == "Cart")
    test.terminal.press(.tab)
    #expect(test.screen[1] == "Orders")
    test.terminal.press(.tab)
    #expect(test.screen[1] == "Catalog")
    test.terminal.press(.backTab)
    #expect(test.screen[1] == "Orders")
    #expect(test.opened == ["Catalog", "Cart", "Orders"], "each tab opened once")
    let screen = test.terminal.screen
    #expect(screen.style(at: Position(row: 0, column: 1)) == .plain, "Catalog is not shown")
    #expect(screen.style(at: Position(row: 0, column: 24)) == .reversed, "Orders is shown")
  }

  @Test("each tab keeps its own stack while another is shown")
  func stacksPerTab() throws {
    let test = try ShellApp()
    test.push("Mug")
    test.terminal.press(.character("2"))
    test.push("Checkout")
    test.terminal.press(.character("1"))
    #expect(test.screen[1] == "Mug")
    #expect(test.shell.trail == "Catalog › Mug")
    test.terminal.press(.character("2"))
    #expect(test.screen[1] == "Checkout")
  }

  @Test(
    "back pops the tab's stack and tells the flow; on a tab's first screen it returns to the tab before; on the first it stays"
  )
  func back() throws {
    let test = try ShellApp()
    test.push("Mug")
    test.terminal.press(.escape)
    #expect(test.screen[1] == "Catalog")
    #expect(test.removed == ["Mug"])
    test.terminal.press(.character("3"))
    test.terminal.press(.backspace)
    #expect(test.screen[1] == "Catalog", "back on Orders' first screen returns to the catalog")
    test.terminal.press(.escape)
    test.terminal.press(.backspace)
    #expect(test.screen[1] == "Catalog", "back on the first tab's first screen stays there")
    #expect(test.app.isRunning)
    #expect(test.removed == ["Mug"], "a tab's first screen is never removed by back")
  }

  @Test("a sheet covers every tab; Esc closes it and tells its flow")
  func sheets() throws {
    let test = try ShellApp()
    test.shell.show(LabelScreen("Sign in"), as: .sheet) {}
    #expect(test.screen.contains { $0.contains("Sign in") })
    test.terminal.press(.character("2"), .tab)
    #expect(test.shell.selected?.title == "Catalog", "a sheet holds the keys: no tab changes")
    var closed = false
    let question = LabelScreen("Sure?")
    test.shell.show(question, as: .sheet) { closed = true }
    test.terminal.press(.escape)
    #expect(closed)
    #expect(!test.screen.contains { $0.contains("Sure?") })
  }

  @Test("the app's shortcuts work on every screen and are listed on the status line")
  func shortcuts() throws {
    let test = try ShellApp()
    test.shell.shortcuts = [
      ShellShortcut("c", "cart") { test.shell.select(test.shell.tabs[1]) }
    ]
    test.shell.statusLine = { StatusLine(leading: $0, trailing: "2 items") }
    #expect(test.screen[5].hasPrefix(" Catalog · c cart"))
    #expect(test.screen[5].hasSuffix("2 items"))
    test.terminal.press(.character("c"))
    #expect(test.screen[1] == "Cart")
  }

  @Test("a message longer than the status line shows whole above it, until the next key")
  func messages() throws {
    let test = try ShellApp(rows: 8, columns: 30)
    var message: String? = "nothing was charged: the cart changed during checkout"
    test.shell.statusLine = { StatusLine(leading: $0, trailing: "2 items", message: message) }
    test.shell.willHandleKey = { _ in message = nil }
    #expect(
      test.screen[5...6].map { $0.trimmingCharacters(in: .whitespaces) } == [
        "nothing was charged: the", "cart changed during checkout",
      ])
    #expect(test.screen[1] == "Catalog", "the tab's screen keeps the rows above")
    test.terminal.press(.down)
    #expect(!test.screen.joined().contains("nothing was charged"))
  }

  @Test("a view shown as a tab gets a tab of its own, which goes when its flow dismisses it")
  func tabStyle() throws {
    let test = try ShellApp()
    let notes = LabelScreen("Notes")
    test.shell.show(notes, as: .tab) {}
    #expect(test.screen[0].contains("4 Notes"))
    #expect(test.screen[1] == "Notes")
    #expect(test.shell.navigation(for: notes) === test.shell.tab(titled: "Notes")?.stack)
    test.shell.dismiss(notes)
    #expect(!test.screen[0].contains("Notes"))
    #expect(test.screen[1] == "Catalog", "the tab shown before is shown again")
  }

  @Test("a board on a tab: back through the shell completes it, and showing the tab opens it again")
  func boardOnATab() async throws {
    let terminal = VirtualTerminal(rows: 6, columns: 40)
    let shell = AppShell()
    let tree = FlowTree(leakTracker: LeakTracker(onLeak: { _ in }))
    let motherboard = Motherboard(name: "app")
    motherboard.register(.labelled) { LabelBoard(slot: $0) }
    motherboard.navigation = shell
    tree.launch(motherboard)
    let home = shell.addTab("Home") { shell.show(LabelScreen("Home"), as: .push) }
    let notes = shell.addTab("Notes") { motherboard.io(.labelled).activate("Notes") }
    motherboard.present(.labelled, on: notes.stack)
    let app = TerminalApp(device: terminal, root: shell)
    try app.start()
    shell.select(home)
    shell.select(notes)
    motherboard.io(.labelled).activate("Note 1")
    #expect(notes.stack.trail == "Notes › Note 1")
    terminal.press(.escape)
    #expect(notes.stack.trail == "Notes")
    #expect(motherboard.activeBoards == ["labelled"], "the board runs on with its first view")
    let leaks = await tree.leakTracker?.finishPendingChecks(within: .seconds(10))
    #expect(leaks == [], "the view the user left is released with its flow")
    _ = shell.handle(.character("1"))
    motherboard.io(.labelled).activate("done")
    #expect(notes.stack.screens.isEmpty)
    shell.select(notes)
    #expect(notes.stack.trail == "Notes", "showing the tab again opens its board again")
    tree.shutdown()
  }
}

extension BoardID where Input == String, Output == Never, Command == Never {
  /// Shows a screen titled by the input; completes on "done".
  static var labelled: Self { BoardID("labelled") }
}

@MainActor
final class LabelBoard: Board {
  typealias Output = Never
  private let slot: BoardSlot<Never>
  init(slot: BoardSlot<Never>) { self.slot = slot }
  func activate(_ input: String) {
    guard input != "done" else { return slot.complete() }
    slot.attach(Flow(), presenting: LabelScreen(input))
  }
}
