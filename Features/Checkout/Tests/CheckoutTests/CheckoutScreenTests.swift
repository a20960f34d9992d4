import Architecture
import ArchitectureTesting
import Checkout
import CheckoutInterface
import CheckoutTerminalUI
import CheckoutTesting
import PaymentsInterfaceTesting
import TerminalUI
import TerminalUITesting
import Testing

/// Checkout's screens on a virtual terminal, as an app runs them full screen: the module on a
/// motherboard that presents in the app's window, the window in a running app. The fake payment
/// method board chooses an approved card at once.
@MainActor
final class CheckoutScreenSession {
  let terminal: VirtualTerminal
  let stack = ScreenStack()
  let app: TerminalApp
  let checkout: CheckoutHarness

  init(layout: String = "steps", rows: Int = 16, columns: Int = 60) throws {
    terminal = VirtualTerminal(rows: rows, columns: columns)
    checkout = try CheckoutHarness(
      dependencies: TestCheckoutDependencies(views: CheckoutScreenFactory()), layout: layout,
      navigation: stack)
    app = TerminalApp(device: terminal, navigation: stack)
    try app.start()
  }

  /// Starts a checkout with nothing given, as the cart's check-out does.
  func start() -> Task<BoardCompletion, Never> {
    Task { await checkout.run(CheckoutRequest()) }
  }

  var lines: [String] { terminal.lines }

  func waitUntil(_ description: String, _ condition: @escaping @MainActor ([String]) -> Bool)
    async throws
  {
    try await terminal.waitUntil(description) { condition($0.lines) }
  }

  /// Nothing charged, nothing recorded, the cart as it was.
  func expectNothingCharged(sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(checkout.payments.requests.isEmpty, sourceLocation: sourceLocation)
    #expect(try checkout.dependencies.orders.orders().isEmpty, sourceLocation: sourceLocation)
    #expect(
      try checkout.dependencies.cart.contents().lines == CheckoutFixtures.lines,
      sourceLocation: sourceLocation)
  }
}

@Suite("Checkout's screens, in a virtual terminal")
@MainActor
struct CheckoutScreenTests {
  @Test("steps: the address (a refusal said under it), the review, confirm, the receipt")
  func steps() async throws {
    let session = try CheckoutScreenSession()
    let run = session.start()
    try await session.waitUntil("the address shows") { $0[0] == "Checkout" }
    #expect(
      Array(session.lines[1...3]) == [
        "3 items, total $41.00 for ada@example.com", "", "Ship to  street, town, postcode",
      ])
    #expect(session.lines[15] == "Enter continues · Esc leaves checkout")
    #expect(session.terminal.cursor?.row == 3, "the field has the focus")

    session.terminal.type("Home")
    session.terminal.press(.enter)
    try await session.waitUntil("the refusal shows") {
      $0[5].hasPrefix("invalid shipping address: it is too short")
    }
    #expect(session.lines[0] == "Checkout", "the address stays")
    session.terminal.press(.control("u"))
    session.terminal.type(CheckoutFixtures.address)
    session.terminal.press(.enter)
    try await session.waitUntil("the review shows") { $0[0] == "Review" }
    #expect(
      Array(session.lines[1...6]) == [
        "Order for ada@example.com",
        "  1 × Cast Iron Teapot  $24.00",
        "  2 × Stoneware Mug     $17.00",
        "Total $41.00",
        "Ship to 12 Harbour Road, Bristol BS1 4RN",
        "Pay with card ending 4242",
      ])
    #expect(session.lines[15] == "Enter places the order · Esc goes back")
    try session.expectNothingCharged()

    session.terminal.press(.enter)
    try await session.waitUntil("the receipt shows") { $0[0] == "Order 1001 placed" }
    #expect(
      Array(session.lines[1...4]) == [
        "  1 × Cast Iron Teapot  $24.00",
        "  2 × Stoneware Mug     $17.00",
        "Total $41.00, shipped to 12 Harbour Road, Bristol BS1 4RN",
        "Paid $41.00 by card ending 4242 (reference FAKE-1).",
      ])
    #expect(session.stack.screens.count == 1, "the form's screens closed")
    #expect(session.checkout.payments.requests.count == 1)
    #expect(try session.checkout.dependencies.cart.contents().isEmpty)
    session.terminal.press(.escape)
    #expect(await run.value == .finished)
    #expect(session.checkout.placed.orders.map(\.id) == [1001])
    #expect(session.stack.screens.isEmpty)
    #expect(await session.checkout.harness.finish().isEmpty)
  }

  @Test("one page: the order, the address, how to pay and the button on one screen")
  func onePage() async throws {
    let session = try CheckoutScreenSession(layout: "one-page")
    let run = session.start()
    try await session.waitUntil("the page shows") { $0[0] == "Checkout" }
    #expect(
      Array(session.lines[1...8]) == [
        "Order for ada@example.com",
        "  1 × Cast Iron Teapot  $24.00",
        "  2 × Stoneware Mug     $17.00",
        "Total $41.00",
        "",
        "> Ship to   street, town, postcode",
        "  Pay with  choose…",
        "  Place order",
      ])
    #expect(session.lines[15] == "↑↓ or Tab moves · Enter chooses · Esc leaves checkout")
    session.terminal.type(CheckoutFixtures.address)
    session.terminal.press(.enter)
    try await session.waitUntil("how to pay has the focus") { $0[7] == "> Pay with  choose…" }
    session.terminal.press(.enter)
    try await session.waitUntil("the card is chosen") { $0[7] == "> Pay with  card ending 4242" }
    #expect(session.lines[0] == "Checkout", "the page stays")
    try session.expectNothingCharged()
    session.terminal.press(.down, .enter)
    try await session.waitUntil("the receipt shows") { $0[0] == "Order 1001 placed" }
    session.terminal.press(.enter)
    #expect(await run.value == .finished)
    #expect(session.checkout.placed.orders.count == 1)
    #expect(await session.checkout.harness.finish().isEmpty)
  }

  @Test("Esc goes back a step; from the address it leaves checkout, and nothing is charged")
  func escapeChargesNothing() async throws {
    let session = try CheckoutScreenSession()
    let run = session.start()
    try await session.waitUntil("the address shows") { $0[0] == "Checkout" }
    session.terminal.type(CheckoutFixtures.address)
    session.terminal.press(.enter)
    try await session.waitUntil("the review shows") { $0[0] == "Review" }
    session.checkout.choices.answer = { _ in .back }
    session.terminal.press(.escape)
    try await session.waitUntil("the address again, as typed") {
      $0[0] == "Checkout" && $0[3] == "Ship to  \(CheckoutFixtures.address)"
    }
    #expect(session.checkout.choices.requests.count == 2, "how to pay was asked again")
    session.terminal.press(.escape)
    #expect(await run.value == .finished)
    #expect(session.stack.screens.isEmpty)
    #expect(session.checkout.placed.orders.isEmpty)
    try session.expectNothingCharged()
    #expect(await session.checkout.harness.finish().isEmpty)
  }

  @Test("the cancel command closes checkout's screens; nothing is charged")
  func cancel() async throws {
    let session = try CheckoutScreenSession()
    let run = session.start()
    try await session.waitUntil("the address shows") { $0[0] == "Checkout" }
    session.terminal.type(CheckoutFixtures.address)
    session.terminal.press(.enter)
    try await session.waitUntil("the review shows") { $0[0] == "Review" }
    session.checkout.harness.motherboard.io(.checkout).send(.cancel)
    #expect(await run.value == .failed(CheckoutError.cancelled))
    try await session.waitUntil("the screens are gone") { $0.allSatisfy(\.isEmpty) }
    #expect(session.stack.screens.isEmpty)
    try session.expectNothingCharged()
    #expect(await session.checkout.harness.finish().isEmpty)
  }

  @Test("at 80×24 and after a resize the review is drawn whole at the new size")
  func sizes() async throws {
    let session = try CheckoutScreenSession(rows: 24, columns: 80)
    _ = session.start()
    try await session.waitUntil("the address shows") { $0[0] == "Checkout" }
    session.terminal.type(CheckoutFixtures.address)
    session.terminal.press(.enter)
    try await session.waitUntil("the review shows") { $0[0] == "Review" }
    #expect(session.lines[23] == "Enter places the order · Esc goes back")
    session.terminal.resize(rows: 8, columns: 30)
    try await session.waitUntil("redrawn small") {
      $0.count == 8 && $0[7].hasPrefix("Enter places the")
    }
    #expect(session.lines[5] == "Ship to 12 Harbour Road, Bris…")
    #expect(session.lines.allSatisfy { $0.count <= 30 })
    #expect(await session.checkout.harness.finish().isEmpty)
  }
}
