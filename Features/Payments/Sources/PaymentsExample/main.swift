import AccountInterface
import AccountInterfaceTesting
import Payments
import PaymentsInterface
import PaymentsTesting

// Runs the payments feature alone, against a fake account and the test clock (2026-01-15 UTC),
// and prints a short session of approved and refused payments. Card numbers appear only as
// their last four digits. The simulated card provider declines the test number
// 4000 0000 0000 0002 and approves every other valid card.

let account = FakeAccount()
let dependencies = TestPaymentsDependencies(account: account, invoiceDomains: ["example.com"])
let graph = PaymentsBuilder(dependencies: dependencies).build(listener: (), id: "payments")
let payments = graph.interface

/// Pays, printing only what may be printed: the card's last four digits and its expiry.
func pay(_ request: PaymentRequest) {
  var how = request.instrument.description
  if case .card(let card) = request.instrument {
    how += ", expires \(card.expiryMonth)/\(card.expiryYear)"
  }
  print("> pay \(request.amount) with \(how)")
  do {
    let receipt = try payments.pay(request)
    print("  approved: \(receipt.method), reference \(receipt.reference)")
  } catch {
    print("  refused: \(error)")
  }
}

@MainActor
func signIn(_ email: String) throws {
  print("> sign-in \(email)")
  try account.signIn(EmailAddress(email))
  print("  payment methods now: \(graph.flow.availableMethods().joined(separator: ", "))")
}

print("payment methods: \(graph.flow.availableMethods().joined(separator: ", "))")
let dollars = PaymentsFixtures.dollars
pay(PaymentsFixtures.card("4242 4242 4242 4242"))
pay(PaymentsFixtures.card("5555-5555-5555-4444", month: 1, year: 2026, amount: dollars(1899)))
pay(PaymentsFixtures.card("4242 4242 4242 4241"))
pay(PaymentsFixtures.card("4242 4242 424"))
pay(PaymentsFixtures.card("4242-4242-4242-424X"))
pay(PaymentsFixtures.card("6011 1111 1111 1117", month: 12, year: 2025))
pay(PaymentsFixtures.card(PaymentsFixtures.declinedNumber))
pay(PaymentsFixtures.invoice())
try signIn("bob@example.org")
pay(PaymentsFixtures.invoice())
try signIn("ada@example.com")
pay(PaymentsFixtures.invoice(amount: dollars(12_000)))
print("log:")
for entry in dependencies.base.spyLogger.entries {
  print("  [\(entry.level)] \(entry.message)")
}
