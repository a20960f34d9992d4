import Architecture
import ArchitectureTesting
import Cart
import CartInterface
import CartTerminalUI
import CartTesting
import TerminalUI
import TerminalUITesting
import Testing

/// The cart's screen on a virtual terminal, as an app runs it full screen: the module on a
/// motherboard that presents in the app's window, the window in a running app.
@MainActor
final class CartScreenSession {
  let terminal = VirtualTerminal(rows: 10, columns: 60)
  let stack = ScreenStack()
  let app: TerminalApp
  let dependencies: TestCartDependencies
  let harness: BoardHarness
  let outputs = Recorder<CartOutput>()

  init() throws {
    dependencies = TestCartDependencies(views: CartScreenFactory(navigation: stack))
    app = TerminalApp(device: terminal, navigation: stack)
    harness = try BoardHarness(
      [CartModule(dependencies: dependencies)], navigation: stack)
    harness.motherboard.route(.cart, to: outputs) { outputs, output in outputs.record(output) }
    try app.start()
  }

  /// Runs the cart board until the customer leaves the cart.
  func open(_ request: CartRequest = .show) -> Task<BoardCompletion, Never> {
    Task { await harness.motherboard.io(.cart).run(request) }
  }

  func waitUntil(_ description: String, _ condition: @escaping @MainActor ([String]) -> Bool)
    async throws
  {
    try await terminal.waitUntil(description) { condition($0.lines) }
  }
}

@Suite("The cart's screen, in a virtual terminal")
@MainActor
struct CartScreenTests {
  @Test("the lines, the total and a check-out row; Enter, + and - change a quantity, d removes")
  func changeAndRemove() async throws {
    let session = try CartScreenSession()
    try session.dependencies.cart.add(CartFixtures.mug.sku, quantity: 2)
    try session.dependencies.cart.add(CartFixtures.tea.sku, quantity: 1)
    let run = session.open()
    try await session.waitUntil("the cart shows") { $0[0] == "Cart" }
    #expect(
      Array(session.terminal.lines[1...4]) == [
        "> Stoneware Mug  2  $12.50  $25.00",
        "  Green Tea Tin  1   $8.99   $8.99",
        "  Check out",
        "",
      ])
    #expect(session.terminal.lines[8] == "3 items, total $33.99")
    #expect(session.terminal.lines[9].hasPrefix("Enter changes the quantity"))

    session.terminal.press(.enter)
    try await session.waitUntil("the question shows") {
      $0.joined().contains("How many? (1–999, Enter for 2)")
    }
    session.terminal.type("5")
    session.terminal.press(.enter)
    try await session.waitUntil("the mug's line has 5") { $0[1].contains("Stoneware Mug  5") }
    #expect(session.terminal.lines[8] == "6 items, total $71.49")
    session.terminal.press(.character("+"))
    try await session.waitUntil("+ adds one") { $0[1].contains("Stoneware Mug  6") }
    session.terminal.press(.character("-"), .character("-"))
    try await session.waitUntil("- takes one each") { $0[1].contains("Stoneware Mug  4") }

    session.terminal.press(.down, .character("d"))
    try await session.waitUntil("it asks") {
      $0.joined().contains("Remove Green Tea Tin from the cart? [Y/n]")
    }
    session.terminal.press(.character("y"))
    try await session.waitUntil("the tea is gone") { !$0.joined().contains("Green Tea Tin") }
    #expect(session.terminal.lines[7] == "Removed TEA-010.")
    #expect(session.terminal.lines[8] == "4 items, total $50.00")
    #expect(try session.dependencies.cart.contents().itemCount == 4)

    session.terminal.press(.escape)
    #expect(await run.value == .finished)
    #expect(session.stack.screens.isEmpty)
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("while open, the screen follows the cart's channel: a change made elsewhere shows")
  func followsTheChannel() async throws {
    let session = try CartScreenSession()
    _ = session.open()
    try await session.waitUntil("the empty cart shows") { $0[8] == "The cart is empty." }
    try session.dependencies.cart.add(CartFixtures.lamp.sku, quantity: 1)
    try await session.waitUntil("the lamp shows") { $0[1] == "> Desk Lamp  1  $34.00  $34.00" }
    #expect(session.terminal.lines[8] == "1 item, total $34.00")
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("Enter on the last row sends check-out and the cart stays; a refusal shows in place")
  func checkOutAndRefusal() async throws {
    let session = try CartScreenSession()
    try session.dependencies.cart.add(CartFixtures.mug.sku, quantity: 999)
    _ = session.open()
    try await session.waitUntil("the cart shows") { $0[0] == "Cart" }
    session.terminal.press(.character("+"))
    try await session.waitUntil("the refusal shows") {
      $0[7].hasPrefix("cannot add 1 × MUG-001: the cart holds 999")
    }
    session.terminal.press(.end, .enter)
    #expect(session.outputs.values == [.checkOut])
    #expect(session.terminal.lines[0] == "Cart")
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("a second activation joins the open cart and hands it the request")
  func joins() async throws {
    let session = try CartScreenSession()
    let run = session.open()
    try await session.waitUntil("the cart shows") { $0[0] == "Cart" }
    let outcome = session.harness.motherboard.io(.cart).activate(
      .add(CartFixtures.mug.sku, quantity: 1))
    #expect(outcome.outcome == .activated)
    try await session.waitUntil("the mug shows") { $0[7] == "Added 1 × MUG-001." }
    #expect(session.stack.screens.count == 1)
    session.terminal.press(.escape)
    #expect(await run.value == .finished)
    #expect(await session.harness.finish().isEmpty)
  }
}
