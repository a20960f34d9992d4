import Architecture
import OrdersInterface

/// The order detail's logic: when its flow starts, it finds where the order stands among every
/// order its customer placed, shows the order with that, and tells its listener.
@MainActor
final class OrderDetailContext: AbstractContext {
  private let order: Order
  private let history: any OrderHistory
  private let view: OrderDetailView
  private weak var listener: (any OrderDetailListener)?

  init(
    order: Order, history: any OrderHistory, view: OrderDetailView,
    listener: any OrderDetailListener
  ) {
    self.order = order
    self.history = history
    self.view = view
    self.listener = listener
  }

  override func didActivate() {
    do {
      let position = CustomerOrderPosition(of: order, among: try history.orders())
      view.show(order, position: position)
      listener?.orderDetailDidFinish()
    } catch {
      listener?.orderDetailDidFail(error)
    }
  }
}
