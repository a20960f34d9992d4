import AccountInterface
import AccountInterfaceTesting
import Architecture
import ArchitectureTesting
import Payments
import PaymentsInterface
import PaymentsTerminalUI
import PaymentsTesting
import TerminalUI
import TerminalUITesting

/// The board's outcomes, as checkout routes them, printed once each payment's run ended.
@MainActor
final class Outcomes {
  var pending: [PaymentOutcome] = []

  func printAll() {
    for outcome in pending {
      switch outcome {
      case .paid(let receipt):
        print("  approved: \(receipt.method), reference \(receipt.reference)")
      case .refused(let error): print("  refused: \(error)")
      }
    }
    pending = []
  }
}

/// Takes a session of payments in line mode and prints what the customer would see: each
/// payment one run of the payment board, its line view printing a payment taken, the board's
/// outcomes routed here, and the payment methods following who is signed in.
@MainActor
func runPayments() async throws {
  let account = FakeAccount()
  let console = ScriptedConsole(echoes: true)
  let dependencies = TestPaymentsDependencies(
    account: account, invoiceDomains: ["example.com"],
    views: PaymentsLineViewFactory(console: console))
  let harness = try BoardHarness(
    [PaymentsModule(dependencies: dependencies)], name: "payments example",
    navigation: LineNavigation())
  let outcomes = Outcomes()
  harness.motherboard.route(.payment, to: outcomes) { outcomes, outcome in
    outcomes.pending.append(outcome)
  }

  /// The methods available to whoever is signed in now.
  func availableMethods() -> String {
    let state = PaymentState.current(
      currentUser: account, invoiceDomains: dependencies.invoiceDomains)
    return PaymentMethods.available(in: state).map(\.description).joined(separator: ", ")
  }

  /// Pays through the board, printing only what may be printed: the card's last four digits.
  func pay(_ request: PaymentRequest) async {
    var how = request.instrument.description
    if case .card(let card) = request.instrument {
      how += ", expires \(card.expiryMonth)/\(card.expiryYear)"
    }
    print("> pay \(request.amount) with \(how)")
    let completion = await harness.motherboard.io(.payment).run(request)
    outcomes.printAll()
    if completion != .finished { print("error: the board \(completion)") }
  }

  func signIn(_ email: String) throws {
    print("> sign-in \(email)")
    try account.signIn(EmailAddress(email))
    print("  payment methods now: \(availableMethods())")
  }

  print("payment methods: \(availableMethods())")
  let dollars = PaymentsFixtures.dollars
  await pay(PaymentsFixtures.card("4242 4242 4242 4242"))
  await pay(
    PaymentsFixtures.card("5555-5555-5555-4444", month: 1, year: 2026, amount: dollars(1899)))
  await pay(PaymentsFixtures.card("4242 4242 4242 4241"))
  await pay(PaymentsFixtures.card("4242 4242 424"))
  await pay(PaymentsFixtures.card("4242-4242-4242-424X"))
  await pay(PaymentsFixtures.card("6011 1111 1111 1117", month: 12, year: 2025))
  await pay(PaymentsFixtures.card(PaymentsFixtures.declinedNumber))
  await pay(PaymentsFixtures.invoice())
  try signIn("bob@example.org")
  await pay(PaymentsFixtures.invoice())
  try signIn("ada@example.com")
  await pay(PaymentsFixtures.invoice(amount: dollars(12_000)))
  print("log:")
  for entry in dependencies.base.spyLogger.entries {
    print("  [\(entry.level)] \(entry.source): \(entry.message)")
  }
  let leaks = await harness.finish()
  print(leaks.isEmpty ? "Every payments flow was released." : "Leaks: \(leaks)")
}
