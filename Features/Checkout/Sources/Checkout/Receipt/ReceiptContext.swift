import Architecture
import OrdersInterface

/// Shows the placed order, `Receipt: order 1001: 2 lines, total $41.00`, and hands it on.
@MainActor
final class ReceiptContext: BaseContext {
  private let order: Order
  private let view: any CheckoutView
  private let listener: @MainActor (Order) -> Void

  init(order: Order, view: any CheckoutView, listener: @escaping @MainActor (Order) -> Void) {
    self.order = order
    self.view = view
    self.listener = listener
  }

  override func didActivate() {
    view.show(CheckoutViewState(receipt: order))
    listener(order)
  }
}
