import AccountInterface
import Architecture
import CartInterface
import CatalogInterface
import CheckoutInterface
import CheckoutTesting
import Foundation
import OrdersInterface
import PaymentsInterface
import Testing

@testable import Checkout

@Suite("Checkout's transforms")
struct CheckoutTransformTests {
  static let customer = User(email: try! EmailAddress("ada@example.com"))
  static let reviewed = ReviewedCart(
    customer: customer, contents: CartContents(lines: CheckoutFixtures.lines))
  static let oneMug = ReviewedCart(
    customer: customer,
    contents: CartContents(lines: [CartLine(product: CheckoutFixtures.mug, quantity: 1)]))
  static let address = try! ShippingAddress("12 Harbour Road")
  static let lines = [
    OrderFormViewState.Line(quantity: 1, name: "Cast Iron Teapot", total: "$24.00"),
    OrderFormViewState.Line(quantity: 2, name: "Stoneware Mug", total: "$17.00"),
  ]

  @Test(
    "the order form shows the cart, the address as typed and as accepted, how to pay, a refusal",
    arguments: [
      (
        OrderFormState(reviewed: reviewed, address: "12 Harb"),
        OrderFormViewState(
          customer: "ada@example.com", lines: lines, summary: "3 items, total $41.00",
          total: "$41.00", address: "12 Harb")
      ),
      (
        OrderFormState(
          reviewed: oneMug, address: "12 Harbour Road", acceptedAddress: address,
          payment: CheckoutFixtures.card),
        OrderFormViewState(
          customer: "ada@example.com",
          lines: [.init(quantity: 1, name: "Stoneware Mug", total: "$8.50")],
          summary: "1 item, total $8.50", total: "$8.50", address: "12 Harbour Road",
          shippingTo: "12 Harbour Road", payment: "card ending 4242", canPlaceOrder: true)
      ),
      (
        OrderFormState(
          reviewed: reviewed, address: "x", payment: .invoice,
          refusal: .invalidAddress("it is too short (1 character, at least 5)")),
        OrderFormViewState(
          customer: "ada@example.com", lines: lines, summary: "3 items, total $41.00",
          total: "$41.00", address: "x", payment: "invoice",
          problem: "invalid shipping address: it is too short (1 character, at least 5)")
      ),
    ])
  func orderForm(state: OrderFormState, shown: OrderFormViewState) {
    #expect(OrderFormViewState(state) == shown)
  }

  @Test("the receipt names the order, its lines, its total, where it goes and its payment")
  func receipt() {
    let order = Order(
      id: 1001, placedAt: Date(timeIntervalSince1970: 0),
      details: OrderDetails(
        customer: "ada@example.com", lines: CheckoutFixtures.lines, shippingAddress: "here",
        payment: PaymentReceipt(
          reference: "INV-7", method: "invoice to ada@example.com",
          amount: Money(minorUnits: 4100, currency: "USD"))))
    #expect(
      ReceiptViewState(order)
        == ReceiptViewState(
          title: "Order 1001 placed", summary: "order 1001: 2 lines, total $41.00",
          lines: [
            .init(label: "1 × Cast Iron Teapot", total: "$24.00"),
            .init(label: "2 × Stoneware Mug", total: "$17.00"),
          ], total: "$41.00", shippingTo: "here",
          payment: "paid $41.00 by invoice to ada@example.com (reference INV-7)"))
  }

  @Test("the layouts: steps asks how to pay after the address unless it is known; one page stays")
  func layouts() {
    var state = OrderFormState(reviewed: Self.reviewed, steps: [.address])
    #expect(StepsLayout().firstStep == .address)
    #expect(StepsLayout().next(afterAddressIn: state) == .askPayment)
    state.payment = .invoice
    #expect(StepsLayout().next(afterAddressIn: state) == .review)
    #expect(StepsLayout().next(afterPaymentIn: state) == .review)
    state.steps = [.address, .review]
    #expect(StepsLayout().next(afterPaymentIn: state) == .stay)
    #expect(OnePageLayout().firstStep == .page)
    #expect(OnePageLayout().next(afterAddressIn: state) == .stay)
    #expect(OnePageLayout().next(afterPaymentIn: state) == .stay)
  }

  @Test("the checkout flag's values are the layouts' keys, steps by default")
  @MainActor
  func flag() throws {
    #expect(FlagDefinition.checkout.allowedValues == ["steps", "one-page"])
    let orderForms = CheckoutLayout.orderForms(
      OrderFormComponent(parent: TestCheckoutDependencies()))
    for (value, key) in [("steps", CheckoutLayout.steps), ("one-page", .onePage)] {
      let flags = try FlagRegistry([.checkout]).resolve([
        EnvironmentFlagSource(variable: "F", environment: ["F": "checkout=\(value)"])
      ])
      #expect(CheckoutLayout(flags) == key)
      #expect(orderForms.chosenKey(flags) == key)
      let chosen = try #require(orderForms.chosen(flags) as? OrderFormBuilder)
      #expect(chosen.layout.firstStep == (key == .steps ? .address : .page))
    }
  }
}
