import AccountInterface
import AccountInterfaceTesting
import PaymentsInterface
import PaymentsTesting
import Testing

@testable import Payments

@Suite("Paying by invoice")
struct InvoiceTests {
  let ada = User(email: try! EmailAddress("ada@example.com"))
  let bob = User(email: try! EmailAddress("bob@example.org"))

  @Test("a signed-in customer of an allowed domain may pay by invoice, and is invoiced")
  func allowed() throws {
    let state = PaymentState(user: ada, invoiceDomains: ["acme.test", "Example.com"])
    #expect(InvoicePaymentMethod.unavailability(in: state) == nil)
    let customer = try InvoicePaymentMethod.customer(in: state)
    let receipt = try InvoicePaymentMethod(references: ReferenceSequence())
      .pay(PaymentsFixtures.invoice(), to: customer, at: testNow)
    #expect(receipt.method == "invoice to ada@example.com")
    #expect(receipt.reference == "INV-1768471200")
    #expect(receipt.amount == PaymentsFixtures.dollars(2450))
  }

  @Test("a customer of another domain is told the domain is not allowed")
  func wrongDomain() {
    let state = PaymentState(user: bob, invoiceDomains: ["example.com", "acme.test"])
    #expect(
      InvoicePaymentMethod.unavailability(in: state)
        == "invoice is not offered to example.org addresses (allowed: acme.test, example.com)")
    #expect(
      paymentError { () throws(PaymentError) in try InvoicePaymentMethod.customer(in: state) }
        == .methodUnavailable(
          "invoice is not offered to example.org addresses (allowed: acme.test, example.com)"))
  }

  @Test("with no domain configured, nobody may pay by invoice")
  func noDomains() {
    #expect(
      InvoicePaymentMethod.unavailability(in: PaymentState(user: ada, invoiceDomains: []))
        == "invoice is not offered to example.com addresses (no domain is allowed)")
  }

  @Test("a customer who is not signed in is told to sign in")
  func notSignedIn() {
    #expect(
      InvoicePaymentMethod.unavailability(
        in: PaymentState(user: nil, invoiceDomains: ["example.com"]))
        == "invoice is only for signed-in customers; sign in first with 'sign-in <email>'")
  }

  @Test("an account that cannot be read counts as nobody, and the reason says why")
  func unreadableAccount() {
    let state = PaymentState.current(currentUser: BrokenAccount(), invoiceDomains: ["example.com"])
    #expect(state.user == nil)
    #expect(state.userLookupFailure == "/data/account.json is not valid JSON")
    #expect(
      InvoicePaymentMethod.unavailability(in: state)
        == "invoice needs a signed-in customer, and the account could not be read: "
        + "/data/account.json is not valid JSON")
  }

  @Test("a zero amount is refused, and a card is not an invoice")
  func invalidRequests() {
    let method = InvoicePaymentMethod(references: ReferenceSequence())
    #expect(
      paymentError { () throws(PaymentError) in
        try method.pay(
          PaymentsFixtures.invoice(amount: PaymentsFixtures.dollars(0)), to: ada, at: testNow)
      } == .invalid("the amount to pay must be more than zero, not $0.00"))
    #expect(
      paymentError { () throws(PaymentError) in
        try method.pay(PaymentsFixtures.card("4242424242424242"), to: ada, at: testNow)
      } == .invalid("the invoice method cannot take card ending 4242"))
  }

  @Test("signing in and out changes what the board accepts, without a new module")
  @MainActor
  func followsSignIn() async throws {
    let dependencies = lineDependencies(account: FakeAccount())
    let session = try PaymentSession(dependencies)
    #expect(
      await session.refusal(for: PaymentsFixtures.invoice())
        == .methodUnavailable(
          "invoice is only for signed-in customers; sign in first with 'sign-in <email>'"))
    try dependencies.account.signIn(EmailAddress("ada@example.com"))
    #expect(
      try await session.receipt(for: PaymentsFixtures.invoice()).method
        == "invoice to ada@example.com")
    try dependencies.account.signOut()
    #expect(
      await session.refusal(for: PaymentsFixtures.invoice())
        == .methodUnavailable(
          "invoice is only for signed-in customers; sign in first with 'sign-in <email>'"))
    await session.finish()
  }

  @Test("through the board, an unreadable account refuses invoice saying why, and cards still pay")
  @MainActor
  func unreadableAccountThroughTheBoard() async throws {
    let session = try PaymentSession(BrokenAccountDependencies())
    #expect(
      await session.refusal(for: PaymentsFixtures.invoice())
        == .methodUnavailable(
          "invoice needs a signed-in customer, and the account could not be read: "
            + "/data/account.json is not valid JSON"))
    #expect(
      try await session.receipt(for: PaymentsFixtures.card("4242424242424242")).method
        == "card ending 4242")
    await session.finish()
  }
}
