import AccountInterface
import Payments
import PaymentsInterface
import PaymentsTesting
import Testing

@Suite("The payment-method plugins")
@MainActor
struct PaymentMethodPluginsTests {
  let methods = PaymentMethodPlugins(
    dependencies: TestPaymentsDependencies(), references: ReferenceSequence())
  let ada = User(email: try! EmailAddress("ada@example.com"))

  @Test("each instrument names its method")
  func instrumentsNameTheirMethods() {
    #expect(PaymentsFixtures.invoice().instrument.method == .invoice)
    #expect(PaymentsFixtures.card("4242424242424242").instrument.method == .card)
  }

  @Test("each plugin is enabled when its method is available in the state, card first")
  func enabledByState() {
    let signedOut = PaymentState(user: nil, invoiceDomains: ["example.com"])
    let allowed = PaymentState(user: ada, invoiceDomains: ["example.com"])
    let otherDomain = PaymentState(user: ada, invoiceDomains: ["acme.test"])
    #expect(methods.availableMethods(in: signedOut) == [.card])
    #expect(methods.availableMethods(in: allowed) == [.card, .invoice])
    #expect(methods.availableMethods(in: otherDomain) == [.card])
  }

  @Test("a method that cannot be used says why; an available one says nothing")
  func reasons() {
    let signedOut = PaymentState(user: nil, invoiceDomains: ["example.com"])
    #expect(methods.unavailability(of: .card, in: signedOut) == nil)
    #expect(
      methods.unavailability(of: .invoice, in: signedOut)
        == "invoice is only for signed-in customers; sign in first with 'sign-in <email>'")
    #expect(
      methods.unavailability(
        of: .invoice, in: PaymentState(user: ada, invoiceDomains: ["example.com"]))
        == nil)
  }

  @Test("every method has a plugin, so none is ever unknown")
  func everyMethodHasAPlugin() {
    let state = PaymentState(user: ada, invoiceDomains: ["example.com"])
    #expect(methods.availableMethods(in: state) == PaymentMethod.allCases)
  }
}
