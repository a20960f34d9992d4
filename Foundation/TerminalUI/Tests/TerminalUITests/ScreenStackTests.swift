import Architecture
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
@Suite("The navigation stack")
struct NavigationStackTests {
  @Test("A pushed screen covers the one below; dismissing it shows that one again")
  func pushAndDismiss() throws {
    let test = try TestApp(rows: 3, columns: 20)
    let navigation: any NavigationControllable = test.navigation
    let catalog = LabelScreen("Catalog")
    let product = LabelScreen("Mug", text: "Stoneware mug")
    navigation.show(catalog, as: .push)
    navigation.show(product, as: .push)
    test.terminal.press(.control("l"))
    #expect(test.terminal.lines == ["Stoneware mug", "", ""])
    navigation.dismiss(product)
    test.terminal.press(.control("l"))
    #expect(test.terminal.lines == ["Catalog", "", ""])
    #expect(test.navigation.screens.count == 1)
  }

  @Test("Showing and dismissing from a task redraws without a key: the stack is observed")
  func observedStack() async throws {
    let test = try TestApp(rows: 3, columns: 20)
    let navigation = test.navigation
    Task { @MainActor in navigation.show(LabelScreen("Orders"), as: .push) }
    try await test.terminal.waitUntil("the orders show") { $0.lines[0] == "Orders" }
  }

  @Test("Dismissing a screen takes only it: what others show above stays; the root stays")
  func dismissTakesOnlyItsView() throws {
    let root = LabelScreen("Home")
    let test = try TestApp(rows: 3, columns: 20, root: root)
    let orders = LabelScreen("Orders")
    let account = LabelScreen("Account")
    let question = LabelScreen("Sign out?")
    test.navigation.show(orders, as: .push)
    test.navigation.show(account, as: .push)
    test.navigation.show(question, as: .sheet)
    test.navigation.dismiss(orders)
    #expect(test.navigation.screens.map(\.title) == ["Home", "Account"])
    #expect(test.navigation.modals.map(\.title) == ["Sign out?"])
    test.terminal.press(.control("l"))
    #expect(test.terminal.lines.joined().contains("Sign out?"))
    test.navigation.dismiss(root)
    test.navigation.dismiss(orders)
    #expect(test.navigation.screens.map(\.title) == ["Home", "Account"])
  }

  @Test("Dismissing a modal takes only it and leaves the screens")
  func dismissModal() throws {
    let test = try TestApp(rows: 3, columns: 20)
    let first = LabelScreen("First")
    let second = LabelScreen("Second")
    test.navigation.show(LabelScreen("Catalog"), as: .push)
    test.navigation.show(first, as: .sheet)
    test.navigation.show(second, as: .sheet)
    test.navigation.dismiss(first)
    #expect(test.navigation.modals.map(\.title) == ["Second"])
    test.navigation.dismiss(second)
    #expect(test.navigation.modals.isEmpty)
    #expect(test.navigation.screens.map(\.title) == ["Catalog"])
  }

  @Test("A screen shown twice stays once, where it was")
  func showTwice() throws {
    let test = try TestApp(rows: 3, columns: 20)
    let catalog = LabelScreen("Catalog")
    test.navigation.show(catalog, as: .push)
    test.navigation.show(LabelScreen("Mug"), as: .push)
    test.navigation.show(catalog, as: .push)
    test.navigation.show(catalog, as: .sheet)
    #expect(test.navigation.screens.map(\.title) == ["Catalog", "Mug"])
    #expect(test.navigation.modals.isEmpty)
  }

  @Test("The back key reaches the top screen, which tells its owner; nothing is removed")
  func backReachesTheScreen() throws {
    let screen = ShelfScreen(Shelf(title: "Fruit", items: fruit))
    let test = try TestApp(rows: 4, columns: 20)
    test.navigation.show(LabelScreen("Home"), as: .push)
    test.navigation.show(screen, as: .push)
    test.terminal.press(.escape, .backspace)
    #expect(screen.backRequests == 2)
    #expect(test.navigation.screens.count == 2)
    #expect(test.terminal.lines[0] == "Fruit")
  }

  @Test("Keys the screen does not use reach the app, then q quits")
  func bubbling() throws {
    let screen = ShelfScreen(Shelf(title: "Fruit", items: fruit))
    let test = try TestApp(rows: 4, columns: 20, root: screen)
    var appKeys: [Key] = []
    test.app.onUnhandledKey = { key in
      appKeys.append(key)
      return key == .character("c") ? .handled : .ignored
    }
    test.terminal.press(.character("c"), .down, .character("/"), .character("o"))
    #expect(appKeys == [.character("c"), .character("o")])
    #expect(screen.searches == 1)
    #expect(test.app.isRunning)
    test.terminal.press(.character("q"))
    #expect(appKeys.last == .character("q"))
    #expect(!test.app.isRunning)
    #expect(!test.terminal.screen.isAlternateScreen)
  }

  @Test("The trail names the pushed screens, for the status line")
  func trail() throws {
    let test = try TestApp(rows: 3, columns: 40)
    test.navigation.statusLine = { StatusLine(leading: test.navigation.trail) }
    test.navigation.show(LabelScreen("Catalog"), as: .push)
    test.navigation.show(LabelScreen(""), as: .push)
    test.navigation.show(LabelScreen("Mug"), as: .push)
    test.terminal.press(.control("l"))
    #expect(test.terminal.lines[2] == " Catalog › Mug")
  }

  @Test("A screen draws only in its area: not over the status line")
  func clipping() throws {
    let test = try TestApp(rows: 3, columns: 10)
    test.navigation.statusLine = { StatusLine(leading: "status") }
    test.navigation.show(
      LabelScreen("Long", text: "one two three four five six seven eight"), as: .push)
    test.terminal.press(.control("l"))
    #expect(test.terminal.lines == ["one two", "three fou…", " status"])
  }

  @Test("A dismissed screen is released")
  func dismissedScreenIsReleased() throws {
    let test = try TestApp(rows: 3, columns: 20)
    weak var released: LabelScreen?
    do {
      let screen = LabelScreen("Mug")
      released = screen
      test.navigation.show(screen, as: .push)
      test.terminal.press(.control("l"))
      test.navigation.dismiss(screen)
      test.terminal.press(.control("l"))
    }
    #expect(released == nil)
  }
}
