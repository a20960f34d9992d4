import PaymentsInterface

/// The customer's orders, numbered in the order they were placed (``Order/firstID``, then one
/// more each time), and the orders recorded but not paid yet (``PendingOrder``).
///
/// A history kept in storage, as the app's is, holds the same orders in every instance over
/// that storage, in this process or another, and never gives two orders the same number.
public protocol OrderHistory: Sendable {
  /// Records a new order with the next number, dated now by the history's clock.
  /// - Returns: The placed order, holding `details`.
  /// - Throws: ``OrdersError/numbersUsedUp`` when every number up to ``Order/lastID`` is taken,
  ///   or an error if the history cannot be read or written; nothing is recorded then.
  func place(_ details: OrderDetails) throws -> Order

  /// Every placed order, newest (highest number) first; empty before the first order is
  /// placed. Pending orders are not listed.
  /// - Throws: An error if the history cannot be read.
  func orders() throws -> [Order]

  /// The placed order numbered `id`, or `nil` when no placed order has that number.
  /// - Throws: An error if the history cannot be read.
  func order(id: Int) throws -> Order?

  /// Records an order about to be paid, under the next number, dated now: the step before a
  /// payment, so that an order exists for every payment taken. Recording again with the key of
  /// a checkout that has a pending order returns that order and records nothing.
  /// - Parameters:
  ///   - draft: What the order will hold.
  ///   - checkout: The key of the checkout; the payment is asked for under the same key.
  /// - Returns: The pending order.
  /// - Throws: ``OrdersError/numbersUsedUp``, or an error if the history cannot be read or
  ///   written; nothing is recorded then.
  func recordPending(_ draft: OrderDraft, checkout: String) throws -> PendingOrder

  /// The orders recorded and neither completed nor dropped, oldest first.
  /// - Throws: An error if the history cannot be read.
  func pendingOrders() throws -> [PendingOrder]

  /// Places the pending order of `checkout`, paid with `payment`: it becomes an ``Order`` with
  /// its number, dated now, and is no longer pending.
  /// - Returns: The placed order.
  /// - Throws: ``OrdersError/noPendingOrder(checkout:)`` when that checkout has no pending
  ///   order, or an error if the history cannot be read or written; nothing changes then.
  func completePending(checkout: String, payment: PaymentReceipt) throws -> Order

  /// Drops the pending order of `checkout`, which was not paid. Its number goes to the next
  /// order if no later number was taken, so a refused payment leaves no gap; otherwise it is
  /// not used again. Does nothing when that checkout has no pending order.
  /// - Throws: An error if the history cannot be read or written; nothing changes then.
  func dropPending(checkout: String) throws
}
