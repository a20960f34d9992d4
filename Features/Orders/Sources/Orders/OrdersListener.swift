/// What the orders feature tells its parent, the orders board.
@MainActor
public protocol OrdersListener: AnyObject {
  /// The history or the order asked for was shown.
  func ordersDidFinish()
  /// Nothing was shown: no order has the number asked for
  /// (``OrdersInterface/OrdersError/noSuchOrder(_:)``), or the history could not be read.
  func ordersDidFail(_ error: any Error)
}
