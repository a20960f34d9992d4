import Architecture
import OrdersInterface

/// The orders feature's node in the flow tree. For a detail request it attaches the order
/// detail, built by the builder the orders builder chose.
@MainActor
public final class OrdersFlow: Flow, OrdersRouting {
  private let detailBuilder: OrderDetailBuilder

  init(context: OrdersContext, detailBuilder: OrderDetailBuilder) {
    self.detailBuilder = detailBuilder
    super.init(context: context)
  }

  func showDetail(of order: Order, listener: any OrderDetailListener) {
    attach(detailBuilder.build(order, listener: listener))
  }
}
