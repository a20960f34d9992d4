import OrdersInterface

/// What the orders context asks of its flow: to attach a child feature.
@MainActor
protocol OrdersRouting: AnyObject {
  /// Attaches the order detail for `order`, reporting to `listener`.
  func showDetail(of order: Order, listener: any OrderDetailListener)
}
