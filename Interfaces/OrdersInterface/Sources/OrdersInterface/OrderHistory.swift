/// The customer's orders, numbered in the order they were placed (``Order/firstID``, then one
/// more each time).
///
/// A history kept in storage, as the app's is, holds the same orders in every instance over
/// that storage, in this process or another, and never gives two orders the same number.
public protocol OrderHistory: Sendable {
  /// Records a new order with the next number, dated now by the history's clock.
  /// - Returns: The placed order, holding `details`.
  /// - Throws: An error if the history cannot be read or written; nothing is recorded then.
  func place(_ details: OrderDetails) throws -> Order

  /// Every order, newest (highest number) first; empty before the first order is placed.
  /// - Throws: An error if the history cannot be read.
  func orders() throws -> [Order]

  /// The order numbered `id`, or `nil` when no order has that number.
  /// - Throws: An error if the history cannot be read.
  func order(id: Int) throws -> Order?
}
