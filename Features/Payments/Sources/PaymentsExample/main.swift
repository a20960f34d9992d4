import AccountInterface
import AccountInterfaceTesting
import Architecture
import ArchitectureTesting
import CoreTesting
import Payments
import PaymentsInterface
import PaymentsTesting

// Runs the payments feature alone, as an app does: its module on a motherboard, each payment one
// run of the payment board, against a fake account and the test clock (2026-01-15 10:00 UTC).
// What the feature shows comes from its view ("Payment: paid ..."); the board's outputs are
// routed here, as checkout routes them, and printed as "approved" or "refused". Card numbers
// appear only as their last four digits. The simulated card provider declines the test number
// 4000 0000 0000 0002 and approves every other valid card.

let account = FakeAccount()
let dependencies = TestPaymentsDependencies(
  account: account, invoiceDomains: ["example.com"],
  base: TestBaseDependencies(console: ScriptedConsole(echoes: true)))
let harness = try BoardHarness(
  [PaymentsModule(dependencies: dependencies)], name: "payments example")
harness.motherboard.route(.payment) { _, outcome in
  switch outcome {
  case .paid(let receipt): print("  approved: \(receipt.method), reference \(receipt.reference)")
  case .refused(let error): print("  refused: \(error)")
  }
}
let methods = PaymentMethodPlugins(dependencies: dependencies, references: ReferenceSequence())

/// The methods the payment-method plugins enable for whoever is signed in now.
@MainActor
func availableMethods() -> String {
  let state = PaymentState.current(
    currentUser: account, invoiceDomains: dependencies.invoiceDomains)
  return methods.availableMethods(in: state).map(\.description).joined(separator: ", ")
}

/// Pays through the board, printing only what may be printed: the card's last four digits.
@MainActor
func pay(_ request: PaymentRequest) async {
  var how = request.instrument.description
  if case .card(let card) = request.instrument {
    how += ", expires \(card.expiryMonth)/\(card.expiryYear)"
  }
  print("> pay \(request.amount) with \(how)")
  let completion = await harness.motherboard.io(.payment).run(request)
  if completion != .finished { print("error: the board \(completion)") }
}

@MainActor
func signIn(_ email: String) throws {
  print("> sign-in \(email)")
  try account.signIn(EmailAddress(email))
  print("  payment methods now: \(availableMethods())")
}

print("payment methods: \(availableMethods())")
let dollars = PaymentsFixtures.dollars
await pay(PaymentsFixtures.card("4242 4242 4242 4242"))
await pay(PaymentsFixtures.card("5555-5555-5555-4444", month: 1, year: 2026, amount: dollars(1899)))
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
