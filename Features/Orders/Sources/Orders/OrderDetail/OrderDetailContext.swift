import Architecture
import OrdersInterface

/// The order detail's logic: when its flow starts, it finds where the order stands among every
/// order its customer placed, shows the order with that through ``OrderDetailViewState``, and
/// tells its listener. Nothing on the view acts, so it has no receiver.
@MainActor
final class OrderDetailContext: BaseContext {
  private let order: Order
  private let history: any OrderHistory
  private let view: any OrderDetailView
  private weak var listener: (any OrderDetailListener)?

  init(
    order: Order, history: any OrderHistory, view: any OrderDetailView,
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
      view.show(OrderDetailViewState(order, position: position))
      listener?.orderDetailDidFinish()
    } catch {
      listener?.orderDetailDidFail(error)
    }
  }
}
