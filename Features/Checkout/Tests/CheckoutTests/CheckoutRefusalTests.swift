import AccountInterfaceTesting
import CartInterface
import Checkout
import CheckoutInterface
import CheckoutTesting
import PaymentsInterface
import PaymentsInterfaceTesting
import Testing

@Suite("Checkout, refusals")
@MainActor
struct CheckoutRefusalTests {
  @Test("a declined payment leaves the cart intact and places no order")
  func declinedPayment() async throws {
    let decline = PaymentError.declined("insufficient funds")
    let checkout = CheckoutHarness(
      TestCheckoutDependencies(payments: FakePayments(failingWith: decline)))
    await #expect(throws: CheckoutError.paymentFailed(decline)) { try await checkout.run() }
    #expect(try checkout.dependencies.cart.contents().lines == CheckoutFixtures.lines)
    #expect(try checkout.dependencies.orders.orders().isEmpty)
    #expect(checkout.dependencies.fakePayments.requests.count == 1)
    #expect(checkout.heardSteps == [.review, .shipping])
    #expect(checkout.listener.placed.isEmpty)
  }

  @Test("invalid payment details are reported as a failed payment too")
  func invalidPayment() async throws {
    let invalid = PaymentError.invalid("the card expired in 01/2024")
    let checkout = CheckoutHarness(
      TestCheckoutDependencies(payments: FakePayments(failingWith: invalid)))
    await #expect(throws: CheckoutError.paymentFailed(invalid)) { try await checkout.run() }
    #expect(try checkout.dependencies.cart.contents().lines == CheckoutFixtures.lines)
  }

  @Test("an empty cart cannot check out and no payment is requested")
  func emptyCart() async throws {
    let checkout = CheckoutHarness(
      TestCheckoutDependencies(cart: CheckoutFixtures.makeCart(lines: [])))
    await #expect(throws: CheckoutError.emptyCart) { try await checkout.run() }
    #expect(checkout.dependencies.fakePayments.requests.isEmpty)
    #expect(try checkout.dependencies.orders.orders().isEmpty)
    #expect(checkout.heardSteps.isEmpty)
  }

  @Test("without a barrier, review still refuses a signed-out customer")
  func reviewRequiresUser() async throws {
    let checkout = CheckoutHarness(TestCheckoutDependencies(account: FakeAccount()))
    await #expect(throws: CheckoutError.notSignedIn) { try await checkout.run() }
    #expect(checkout.dependencies.fakePayments.requests.isEmpty)
    #expect(try checkout.dependencies.cart.contents().lines == CheckoutFixtures.lines)
    #expect(checkout.heardSteps.isEmpty)
  }

  @Test(
    "an unusable address stops checkout before payment",
    arguments: [
      ("", "it is empty"),
      (" \n\t ", "it is empty"),
      ("12 B", "it is too short (4 characters, at least 5)"),
      ("   12 B   ", "it is too short (4 characters, at least 5)"),
      (String(repeating: "a", count: 201), "it is too long (201 characters, at most 200)"),
      (
        "12 Main St\tBristol",
        "it contains a control character (U+0009); write it on one line"
      ),
      (
        "12 Main St\nBristol",
        "it contains a control character (U+000A); write it on one line"
      ),
      (
        "12 Main St\u{1B}[31m",
        "it contains a control character (U+001B); write it on one line"
      ),
    ])
  func invalidAddress(address: String, reason: String) async throws {
    let checkout = CheckoutHarness()
    await #expect(throws: CheckoutError.invalidAddress(reason)) {
      try await checkout.run(checkout.request(address: address))
    }
    #expect(checkout.dependencies.fakePayments.requests.isEmpty)
    #expect(try checkout.dependencies.cart.contents().lines == CheckoutFixtures.lines)
    #expect(checkout.heardSteps == [.review])
  }

  @Test("the refusal messages tell the customer what to do")
  func messages() {
    #expect(CheckoutError.emptyCart.description.contains("cart add"))
    #expect(CheckoutError.notSignedIn.description.contains("sign-in"))
    #expect(
      CheckoutError.invalidAddress("it is empty").description
        == "invalid shipping address: it is empty")
    #expect(
      CheckoutError.paymentFailed(.declined("insufficient funds")).description
        == "payment declined: insufficient funds; the cart is unchanged")
  }
}
