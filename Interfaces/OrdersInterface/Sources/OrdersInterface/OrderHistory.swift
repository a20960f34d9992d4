/// The customer's orders.
public protocol OrderHistory: Sendable {
  /// Records a new order and gives it the next number.
  /// - Returns: The placed order.
  /// - Throws: An error if the history cannot be written; nothing is recorded then.
  func place(_ details: OrderDetails) throws -> Order

  /// Every order, newest first.
  /// - Throws: An error if the history cannot be read.
  func orders() throws -> [Order]

  /// The order numbered `id`, or `nil`.
  /// - Throws: An error if the history cannot be read.
  func order(id: Int) throws -> Order?
}
