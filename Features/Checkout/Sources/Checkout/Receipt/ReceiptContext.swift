import Architecture
import Core
import OrdersInterface

/// Records the paid order, empties the cart, and shows
/// `Receipt: order 1001: 2 lines, total $41.00`.
///
/// The payment is taken by then, so a cart that cannot be emptied is logged, not reported as a
/// failure: the order exists.
@MainActor
final class ReceiptContext: AbstractContext {
  private let paid: PaidCart
  private let dependencies: any ReceiptDependencies
  private let view: CheckoutView
  private weak var listener: (any ReceiptListener)?

  init(
    paid: PaidCart, dependencies: any ReceiptDependencies, view: CheckoutView,
    listener: any ReceiptListener
  ) {
    self.paid = paid
    self.dependencies = dependencies
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
      order = try dependencies.orders.place(details)
    } catch {
      log(
        .error, "payment \(paid.receipt.reference) taken but the order was not recorded: \(error)")
      listener?.receiptDidFail(error)
      return
    }
    do {
      try dependencies.cart.clear()
    } catch {
      log(.error, "order \(order.id) placed but the cart could not be emptied: \(error)")
    }
    let lines = order.details.lines.count
    view.show(
      step: "Receipt",
      "order \(order.id): \(lines) line\(lines == 1 ? "" : "s"), total \(order.total)")
    listener?.receiptDidRecord(order)
  }

  private func log(_ level: LogLevel, _ message: String) {
    dependencies.logger.log(level, message, source: "Checkout")
  }
}
