import Architecture
import OrdersInterface

extension ReceiptViewState {
  /// The transform: what the views show for a placed order.
  init(_ order: Order) {
    let details = order.details
    let count = details.lines.count
    let payment = details.payment
    self.init(
      title: "Order \(order.id) placed",
      summary: "order \(order.id): \(count) line\(count == 1 ? "" : "s"), total \(order.total)",
      lines: details.lines.map { Line(label: "\($0.quantity) × \($0.name)", total: "\($0.total)") },
      total: "\(order.total)", shippingTo: details.shippingAddress,
      payment: "paid \(payment.amount) by \(payment.method) (reference \(payment.reference))")
  }
}

/// Shows the placed order until the customer leaves it, then hands it on.
@MainActor
final class ReceiptContext: PresentableContext<Order, ReceiptViewState>, ReceiptViewReceiver {
  private let listener: @MainActor (Order) -> Void

  init(order: Order, listener: @escaping @MainActor (Order) -> Void) {
    self.listener = listener
    super.init(state: order, transform: ReceiptViewState.init)
  }

  func didRequestBack() {
    guard isActive else { return }
    listener(state.value)
  }
}
