import AccountInterfaceTesting
import Architecture
import ArchitectureTesting
import Payments
import PaymentsInterface
import PaymentsTerminalUI
import PaymentsTesting
import TerminalUI
import TerminalUITesting
import Testing

/// The payments' screens on a virtual terminal, as an app runs them full screen: the module on
/// a motherboard that presents in the app's window, the window in a running app.
@MainActor
final class PaymentsScreenSession {
  let terminal: VirtualTerminal
  let stack = ScreenStack()
  let app: TerminalApp
  let dependencies: TestPaymentsDependencies
  let harness: BoardHarness
  let choices = Recorder<PaymentMethodOutcome>()
  let outcomes = Recorder<PaymentOutcome>()

  init(account: FakeAccount = FakeAccount(signedInAs: "ada@example.com"), rows: Int = 12)
    throws
  {
    terminal = VirtualTerminal(rows: rows, columns: 60)
    dependencies = TestPaymentsDependencies(account: account, views: PaymentsScreenFactory())
    app = TerminalApp(device: terminal, navigation: stack)
    harness = try BoardHarness([PaymentsModule(dependencies: dependencies)], navigation: stack)
    harness.motherboard.route(.paymentMethod, to: choices) { $0.record($1) }
    harness.motherboard.route(.payment, to: outcomes) { $0.record($1) }
    try app.start()
  }

  /// Asks how to pay $41.00, until the customer chose, went back or gave up.
  func ask(current: PaymentInstrument? = nil) -> Task<BoardCompletion, Never> {
    let request = PaymentMethodRequest(amount: PaymentsFixtures.dollars(4100), current: current)
    return Task { await harness.motherboard.io(.paymentMethod).run(request) }
  }

  /// Pays, until the customer leaves the payment's screen.
  func pay(_ request: PaymentRequest) -> Task<BoardCompletion, Never> {
    Task { await harness.motherboard.io(.payment).run(request) }
  }

  func waitUntil(_ description: String, _ condition: @escaping @MainActor ([String]) -> Bool)
    async throws
  {
    try await terminal.waitUntil(description) { condition($0.lines) }
  }
}

@Suite("The payments' screens, in a virtual terminal")
@MainActor
struct PaymentsScreenTests {
  @Test("the methods: card, and invoice where it is allowed; Enter on invoice chooses it")
  func methods() async throws {
    let session = try PaymentsScreenSession()
    let run = session.ask()
    try await session.waitUntil("the methods show") { $0[0] == "Payment method" }
    #expect(
      Array(session.terminal.lines[1...3]) == [
        "Pay $41.00 with:", "> Card", "  Invoice to ada@example.com",
      ])
    #expect(session.terminal.lines[11] == "Enter chooses · Esc goes back · q quits")
    session.terminal.press(.down, .enter)
    #expect(await run.value == .finished)
    #expect(session.choices.values == [.chosen(.invoice)])
    #expect(session.stack.screens.isEmpty, "the question closed its screen")
    #expect(await session.harness.finish().isEmpty)

    let signedOut = try PaymentsScreenSession(account: FakeAccount())
    _ = signedOut.ask()
    try await signedOut.waitUntil("the methods show") { $0[0] == "Payment method" }
    #expect(Array(signedOut.terminal.lines[2...3]) == ["> Card", ""])
    #expect(await signedOut.harness.finish().isEmpty)
  }

  @Test("the card: a mistyped number and an expired card are said on the form, which stays")
  func cardRefusals() async throws {
    let session = try PaymentsScreenSession()
    let run = session.ask()
    try await session.waitUntil("the methods show") { $0[0] == "Payment method" }
    session.terminal.press(.enter)
    try await session.waitUntil("the card form shows") { $0[0] == "Card" }
    #expect(session.terminal.lines[1] == "Pay $41.00 by card")
    #expect(session.terminal.lines[3] == "Number  the digits on the card")
    #expect(session.terminal.cursor?.row == 3, "the number's field has the focus")

    session.terminal.type("4242 4242 4242 4241")
    session.terminal.press(.enter)
    #expect(session.terminal.cursor?.row == 4, "Enter in the number moves to the expiry")
    session.terminal.type("12/28")
    session.terminal.press(.enter)
    try await session.waitUntil("the refusal shows") {
      $0.joined(separator: " ").contains("the card number ending 4241 is mistyped")
    }
    #expect(session.terminal.lines[6].hasPrefix("payment details are invalid: the card number"))
    #expect(session.terminal.lines[0] == "Card", "the form stays")

    session.terminal.press(.up, .backspace)
    session.terminal.type("2")
    session.terminal.press(.tab, .backspace, .backspace)
    session.terminal.type("25")
    session.terminal.press(.enter)
    try await session.waitUntil("the expiry's refusal shows") {
      $0.joined(separator: " ").contains("card ending 4242 expired at the end of 12/2025")
    }
    #expect(
      session.terminal.lines.filter { $0.contains("4242 4242") } == ["Number  4242 4242 4242 4242"],
      "the number as typed, in its field only")
    session.terminal.press(.backspace, .backspace)
    session.terminal.type("30")
    session.terminal.press(.enter)
    #expect(await run.value == .finished)
    #expect(
      session.choices.values == [
        .chosen(.card(CardDetails(number: "4242424242424242", expiryMonth: 12, expiryYear: 2030)))
      ])
    #expect(session.stack.screens.isEmpty)
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("Esc from the card goes back to the methods, filled again; Esc there goes back")
  func back() async throws {
    let session = try PaymentsScreenSession()
    let run = session.ask(current: PaymentsFixtures.card("4242 4242 4242 4242").instrument)
    try await session.waitUntil("the methods show") { $0[0] == "Payment method" }
    session.terminal.press(.enter)
    try await session.waitUntil("the card form shows, filled") {
      $0[3] == "Number  4242424242424242" && $0[4] == "Expiry  12/28"
    }
    session.terminal.press(.escape)
    try await session.waitUntil("the methods again") { $0[0] == "Payment method" }
    #expect(session.stack.screens.count == 1)
    session.terminal.press(.escape)
    #expect(await run.value == .finished)
    #expect(session.choices.values == [.back])
    #expect(session.stack.screens.isEmpty)
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("a payment's screen shows what became of it until the customer leaves")
  func payment() async throws {
    let session = try PaymentsScreenSession()
    let run = session.pay(PaymentsFixtures.card("4242 4242 4242 4242"))
    try await session.waitUntil("the payment shows") {
      $0[0] == "Payment" && $0[3].hasPrefix("Paid")
    }
    #expect(session.terminal.lines[1] == "$24.50 by card ending 4242")
    #expect(
      session.terminal.lines[3] == "Paid $24.50 by card ending 4242 (reference"
        && session.terminal.lines[4] == "CARD-4242-1768471200).")
    #expect(session.outcomes.values.count == 1, "sent at once, before the customer leaves")
    session.terminal.press(.escape)
    #expect(await run.value == .finished)

    let declined = session.pay(PaymentsFixtures.card(PaymentsFixtures.declinedNumber))
    try await session.waitUntil("the refusal shows") { $0[3].hasPrefix("payment declined") }
    #expect(session.terminal.text.contains("nothing was charged."))
    session.terminal.press(.enter)
    #expect(await declined.value == .finished)
    #expect(session.stack.screens.isEmpty)
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("at 80×24 and after a resize the card form is drawn whole at the new size")
  func sizes() async throws {
    let session = try PaymentsScreenSession(rows: 24)
    session.terminal.resize(rows: 24, columns: 80)
    _ = session.ask()
    try await session.waitUntil("the methods show") { $0[0] == "Payment method" }
    session.terminal.press(.enter)
    try await session.waitUntil("the card form shows") { $0[0] == "Card" }
    #expect(session.terminal.lines[23] == "Tab moves · Enter continues · Esc goes back")
    session.terminal.resize(rows: 8, columns: 30)
    try await session.waitUntil("redrawn small") { $0.count == 8 && $0[7].hasPrefix("Tab moves") }
    #expect(session.terminal.lines[3] == "Number  the digits on the card")
    #expect(session.terminal.lines.allSatisfy { $0.count <= 30 })
    #expect(await session.harness.finish().isEmpty)
  }
}
