import AccountInterface
import Payments
import PaymentsInterface
import PaymentsTesting
import Testing

@Suite("The payment methods")
struct PaymentMethodsTests {
  let ada = User(email: try! EmailAddress("ada@example.com"))

  @Test("each instrument names its method")
  func instrumentsNameTheirMethods() {
    #expect(PaymentsFixtures.invoice().instrument.method == .invoice)
    #expect(PaymentsFixtures.card("4242424242424242").instrument.method == .card)
  }

  @Test(
    "a method is available when its rule allows it in the state, card first",
    arguments: [
      (nil, ["example.com"], [PaymentMethod.card]),
      ("ada@example.com", ["example.com"], [.card, .invoice]),
      ("ada@example.com", ["EXAMPLE.com"], [.card, .invoice]),
      ("ada@example.com", ["acme.test"], [.card]),
      ("ada@example.com", [], [.card]),
    ] as [(String?, Set<String>, [PaymentMethod])])
  func availableByState(customer: String?, domains: Set<String>, methods: [PaymentMethod]) throws {
    let user = try customer.map { User(email: try EmailAddress($0)) }
    #expect(
      PaymentMethods.available(in: PaymentState(user: user, invoiceDomains: domains)) == methods)
  }

  @Test("a method that cannot be used says why; an available one says nothing")
  func reasons() {
    let signedOut = PaymentState(user: nil, invoiceDomains: ["example.com"])
    #expect(PaymentMethods.unavailability(of: .card, in: signedOut) == nil)
    #expect(
      PaymentMethods.unavailability(of: .invoice, in: signedOut)
        == "invoice is only for signed-in customers; sign in first with 'sign-in <email>'")
    #expect(
      PaymentMethods.unavailability(
        of: .invoice, in: PaymentState(user: ada, invoiceDomains: ["example.com"])) == nil)
  }

  @Test("every method has its branch, so none is ever unknown")
  func everyMethodIsKnown() {
    let state = PaymentState(user: ada, invoiceDomains: ["example.com"])
    #expect(PaymentMethods.available(in: state) == PaymentMethod.allCases)
  }
}
