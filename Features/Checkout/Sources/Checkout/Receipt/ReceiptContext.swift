import Architecture
import CartInterface
import Core
import OrdersInterface

/// Records the paid order, empties the cart, and shows
/// `Receipt: order 1001: 2 lines, total $41.00`.
///
/// The payment is taken by then, so a cart that cannot be emptied is logged, not reported as a
/// failure: the order exists.
@MainActor
final class ReceiptContext: BaseContext {
  private let paid: PaidCart
  private let orders: any OrderHistory
  private let cart: any CartService
  private let logger: any Logger
  private let view: any CheckoutView
  private let listener: @MainActor (ReceiptOutcome) -> Void

  init(
    paid: PaidCart, orders: any OrderHistory, cart: any CartService, logger: any Logger,
    view: any CheckoutView, listener: @escaping @MainActor (ReceiptOutcome) -> Void
  ) {
    self.paid = paid
    self.orders = orders
    self.cart = cart
    self.logger = logger
    self.view = view
    self.listener = listener
  }

  override func didActivate() {
    let reviewed = paid.addressed.reviewed
    let details = OrderDetails(
      customer: reviewed.customer.email.value, lines: reviewed.contents.lines,
      shippingAddress: paid.addressed.address.text, payment: paid.receipt)
    let order: Order
    do {
      order = try orders.place(details)
    } catch {
      log(
        .error, "payment \(paid.receipt.reference) taken but the order was not recorded: \(error)")
      return listener(.failed(error))
    }
    do {
      try cart.clear()
    } catch {
      log(.error, "order \(order.id) placed but the cart could not be emptied: \(error)")
    }
    view.show(CheckoutViewState(receipt: order))
    listener(.placed(order))
  }

  private func log(_ level: LogLevel, _ message: String) {
    logger.log(level, message, source: "Checkout")
  }
}
