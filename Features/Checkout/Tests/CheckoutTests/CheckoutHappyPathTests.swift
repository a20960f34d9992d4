import AccountInterface
import CartInterface
import CatalogInterface
import Checkout
import CheckoutInterface
import CheckoutTesting
import PaymentsInterface
import Testing

@Suite("Checkout, happy path")
@MainActor
struct CheckoutHappyPathTests {
  @Test("the order holds the cart's lines, the address, the payment and the cart's total")
  func orderPlaced() async throws {
    let checkout = CheckoutHarness()
    let order = try await checkout.run()
    #expect(order.details.lines == CheckoutFixtures.lines)
    #expect(order.total == Money(minorUnits: 4100, currency: "USD"))
    #expect(order.details.customer == CheckoutFixtures.customerEmail)
    #expect(order.details.shippingAddress == CheckoutFixtures.address)
    #expect(order.details.payment.amount == order.total)
    #expect(try checkout.dependencies.orders.orders() == [order])
  }

  @Test("one payment is requested for the cart total, with the instrument and the customer")
  func paymentRequest() async throws {
    let checkout = CheckoutHarness()
    _ = try await checkout.run()
    let expected = PaymentRequest(
      amount: Money(minorUnits: 4100, currency: "USD"), instrument: CheckoutFixtures.card,
      payer: User(email: try EmailAddress(CheckoutFixtures.customerEmail)))
    #expect(checkout.dependencies.fakePayments.requests == [expected])
  }

  @Test("the cart is empty after the order is placed")
  func cartEmptied() async throws {
    let checkout = CheckoutHarness()
    _ = try await checkout.run()
    #expect(try checkout.dependencies.cart.contents().isEmpty)
  }

  @Test("the listener hears review, shipping, payment and receipt in order, then the order")
  func listenerHearsEveryStep() async throws {
    let checkout = CheckoutHarness()
    let order = try await checkout.run()
    #expect(checkout.heardSteps == [.review, .shipping, .payment, .receipt])
    #expect(
      checkout.listener.completed.map(\.summary) == [
        "3 items, total $41.00",
        "ship to 12 Harbour Road, Bristol BS1 4RN",
        "paid $41.00 by card ending 4242 (reference FAKE-1)",
        "order 1001: 2 lines, total $41.00",
      ])
    #expect(checkout.listener.placed == [order])
  }

  @Test("a single unit is summarised as one item")
  func singleItemSummary() async throws {
    let cart = CheckoutFixtures.makeCart(lines: [
      CartLine(product: CheckoutFixtures.mug, quantity: 1)
    ])
    let checkout = CheckoutHarness(TestCheckoutDependencies(cart: cart))
    let order = try await checkout.run()
    #expect(checkout.listener.completed.first?.summary == "1 item, total $8.50")
    #expect(checkout.listener.completed.last?.summary == "order 1001: 1 line, total $8.50")
    #expect(order.total == Money(minorUnits: 850, currency: "USD"))
  }

  @Test("the address is stored trimmed")
  func addressTrimmed() async throws {
    let checkout = CheckoutHarness()
    let order = try await checkout.run(checkout.request(address: "  \t7 Quay Street, Leeds \n"))
    #expect(order.details.shippingAddress == "7 Quay Street, Leeds")
  }

  @Test("a second checkout with a refilled cart gets the next order number")
  func secondCheckout() async throws {
    let checkout = CheckoutHarness()
    let first = try await checkout.run()
    try checkout.dependencies.cart.add(CheckoutFixtures.notebook.sku, quantity: 2)
    let second = try await checkout.run()
    #expect(second.id == first.id + 1)
    #expect(second.total == Money(minorUnits: 1250, currency: "USD"))
    #expect(try checkout.dependencies.orders.orders().map(\.id) == [second.id, first.id])
  }
}
