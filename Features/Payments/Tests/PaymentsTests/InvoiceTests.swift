import AccountInterface
import AccountInterfaceTesting
import Payments
import PaymentsInterface
import PaymentsTesting
import Testing

@MainActor
@Suite("Paying by invoice")
struct InvoiceTests {
  @Test("a signed-in customer of an allowed domain is invoiced")
  func allowed() throws {
    let dependencies = TestPaymentsDependencies(invoiceDomains: ["acme.test", "example.com"])
    let receipt = try makeRouter(dependencies).pay(PaymentsFixtures.invoice())
    #expect(receipt.method == "invoice to ada@example.com")
    #expect(receipt.reference == "INV-1768471200")
    #expect(
      dependencies.base.spyLogger.entries.last?.message
        == "invoiced $24.50 to ada@example.com as INV-1768471200")
  }

  @Test("a customer of another domain is told the domain is not allowed")
  func wrongDomain() {
    let dependencies = TestPaymentsDependencies(
      account: FakeAccount(signedInAs: "bob@example.org"),
      invoiceDomains: ["example.com", "acme.test"])
    let error = paymentError { () throws(PaymentError) in
      try makeRouter(dependencies).pay(PaymentsFixtures.invoice())
    }
    #expect(
      error
        == .methodUnavailable(
          "invoice is not offered to example.org addresses (allowed: acme.test, example.com)"))
  }

  @Test("with no domain configured, nobody may pay by invoice")
  func noDomains() {
    let error = paymentError { () throws(PaymentError) in
      try makeRouter(TestPaymentsDependencies(invoiceDomains: [])).pay(PaymentsFixtures.invoice())
    }
    #expect(
      error
        == .methodUnavailable(
          "invoice is not offered to example.com addresses (no domain is allowed)"))
  }

  @Test("a customer who is not signed in is told to sign in")
  func notSignedIn() {
    let dependencies = TestPaymentsDependencies(account: FakeAccount())
    let error = paymentError { () throws(PaymentError) in
      try makeRouter(dependencies).pay(PaymentsFixtures.invoice())
    }
    #expect(
      error
        == .methodUnavailable(
          "invoice is only for signed-in customers; sign in first with 'sign-in <email>'"))
  }

  @Test("an account that cannot be read makes invoice unavailable, saying why")
  func unreadableAccount() {
    struct BrokenAccount: CurrentUserProviding {
      struct Unreadable: Error, CustomStringConvertible {
        var description: String { "/data/account.json is not valid JSON" }
      }
      func currentUser() throws -> User? { throw Unreadable() }
    }
    let state = PaymentState.current(BrokenAccountDependencies(currentUser: BrokenAccount()))
    #expect(state.user == nil)
    let reason = InvoicePaymentMethod(
      dependencies: TestPaymentsDependencies(), references: ReferenceSequence()
    ).unavailability(in: state)
    #expect(reason?.contains("/data/account.json is not valid JSON") == true)
  }

  @Test("signing in and out changes whether invoice is available, without rebuilding")
  func followsSignIn() throws {
    let dependencies = TestPaymentsDependencies(account: FakeAccount())
    let router = makeRouter(dependencies)
    #expect(router.availableMethods() == ["card"])
    try dependencies.account.signIn(EmailAddress("ada@example.com"))
    #expect(router.availableMethods() == ["card", "invoice"])
    #expect(try router.pay(PaymentsFixtures.invoice()).method == "invoice to ada@example.com")
    try dependencies.account.signOut()
    #expect(router.availableMethods() == ["card"])
  }
}
