import AccountInterface
import Payments
import PaymentsTesting
import Testing

@Suite("The payment-method plugins")
@MainActor
struct PaymentMethodPluginsTests {
  let methods = PaymentMethodPlugins(dependencies: TestPaymentsDependencies())
  let ada = User(email: try! EmailAddress("ada@example.com"))

  @Test("the list holds card then invoice, keyed as the instruments name their methods")
  func keys() {
    #expect(methods.keys == ["card", "invoice"])
    #expect(PaymentsFixtures.invoice().instrument.methodKey == "invoice")
    #expect(PaymentsFixtures.card("4242424242424242").instrument.methodKey == "card")
  }

  @Test("each plugin is enabled when its method is available in the state")
  func enabledByState() {
    let signedOut = PaymentState(user: nil, invoiceDomains: ["example.com"])
    let allowed = PaymentState(user: ada, invoiceDomains: ["example.com"])
    let otherDomain = PaymentState(user: ada, invoiceDomains: ["acme.test"])
    #expect(methods.availableMethods(in: signedOut) == ["card"])
    #expect(methods.availableMethods(in: allowed) == ["card", "invoice"])
    #expect(methods.availableMethods(in: otherDomain) == ["card"])
  }

  @Test("a method that cannot be used says why; an available one says nothing")
  func reasons() {
    let signedOut = PaymentState(user: nil, invoiceDomains: ["example.com"])
    #expect(methods.unavailability(of: "card", in: signedOut) == nil)
    #expect(
      methods.unavailability(of: "invoice", in: signedOut)
        == "invoice is only for signed-in customers; sign in first with 'sign-in <email>'")
    #expect(
      methods.unavailability(
        of: "invoice", in: PaymentState(user: ada, invoiceDomains: ["example.com"]))
        == nil)
  }

  @Test("a method no plugin offers is unknown, and the reason lists the known ones")
  func unknownMethod() {
    #expect(
      methods.unavailability(of: "paypal", in: PaymentState(user: ada, invoiceDomains: []))
        == "there is no payment method 'paypal' (known: card, invoice)")
  }
}
