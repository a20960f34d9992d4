import Architecture
import OrdersInterface

/// What the orders context asks of its flow: to show a child feature.
@MainActor
protocol OrdersRouting: AnyObject {
  /// Attaches the order detail for `order`, reporting to `listener`.
  func showDetail(of order: Order, listener: any OrderDetailListener)
}

/// The orders feature's node in the flow tree. For a detail it attaches the order detail, built
/// by the builder the orders builder chose.
@MainActor
final class OrdersFlow: Flow, OrdersRouting {
  private let detail: OrderDetailBuilder

  init(context: OrdersContext, detail: OrderDetailBuilder) {
    self.detail = detail
    super.init(context: context)
  }

  func showDetail(of order: Order, listener: any OrderDetailListener) {
    attach(detail.build(order, listener: listener))
  }
}
