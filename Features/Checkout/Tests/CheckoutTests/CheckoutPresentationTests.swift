import AccountInterface
import Architecture
import CartInterface
import CatalogInterface
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
    request: CheckoutFixtures.request, customer: customer,
    contents: CartContents(lines: CheckoutFixtures.lines))
  static let oneMug = ReviewedCart(
    request: CheckoutFixtures.request, customer: customer,
    contents: CartContents(lines: [CartLine(product: CheckoutFixtures.mug, quantity: 1)]))
  static let address = try! ShippingAddress("12 Harbour Road")

  @Test(
    "each step's transform says what the step did, in the customer's words",
    arguments: [
      (CheckoutViewState(review: reviewed), ["Review: 3 items, total $41.00"]),
      (CheckoutViewState(review: oneMug), ["Review: 1 item, total $8.50"]),
      (CheckoutViewState(shipping: address), ["Shipping: ship to 12 Harbour Road"]),
      (
        CheckoutViewState(page: AddressedCart(reviewed: reviewed, address: address)),
        [
          "Order for ada@example.com", "  1 × Cast Iron Teapot  $24.00",
          "  2 × Stoneware Mug     $17.00", "Total $41.00, shipped to 12 Harbour Road",
        ]
      ),
    ])
  func transforms(shown: CheckoutViewState, lines: [String]) {
    #expect(shown.lines == lines)
  }

  @Test("the receipt names the order, its number of lines and its total")
  func receipt() {
    let order = Order(
      id: 1001, placedAt: Date(timeIntervalSince1970: 0),
      details: OrderDetails(
        customer: "ada@example.com", lines: CheckoutFixtures.lines, shippingAddress: "here",
        payment: PaymentReceipt(
          reference: "R", method: "invoice", amount: Money(minorUnits: 4100, currency: "USD"))))
    #expect(
      CheckoutViewState(receipt: order).lines == ["Receipt: order 1001: 2 lines, total $41.00"])
  }
}

@Suite("Checkout's review step")
@MainActor
struct CartReviewContextTests {
  @Test("the review shows on its view what it approved, and nothing when it refuses")
  func reviewContext() {
    for (cart, expected) in [
      (CheckoutFixtures.makeCart(), ["Review: 3 items, total $41.00"]),
      (CheckoutFixtures.makeCart(lines: []), []),
    ] {
      let view = RecordingCheckoutView()
      let listener = RecordingReviewListener()
      let dependencies = TestCheckoutDependencies(cart: cart)
      let tree = FlowTree(leakTracker: nil)
      tree.launch(
        Flow(
          context: CartReviewContext(
            request: CheckoutFixtures.request, cart: dependencies.cart,
            currentUser: dependencies.currentUser, logger: dependencies.logger, view: view,
            listener: listener)))
      #expect(view.shown.flatMap(\.lines) == expected)
      #expect(listener.heard.count == 1)
      tree.shutdown()
    }
  }
}

/// Stands in for the console: records what checkout's steps show.
@MainActor
final class RecordingCheckoutView: CheckoutView {
  private(set) var shown: [CheckoutViewState] = []

  func show(_ state: CheckoutViewState) {
    shown.append(state)
  }
}

/// Stands in for the order form: records what the review tells it.
@MainActor
final class RecordingReviewListener: CartReviewListener {
  private(set) var heard: [String] = []

  func cartReviewDidApprove(_ reviewed: ReviewedCart) {
    heard.append("approved")
  }

  func cartReviewDidRefuse(_ error: any Error) {
    heard.append("refused: \(error)")
  }
}
