import Foundation
import OrdersInterface
import Synchronization

/// An order history held in memory, for features that place orders (Checkout). It keeps every
/// rule of ``OrderHistoryContract/rules``.
///
/// It does not model what a stored history adds: its orders live as long as it does and no
/// other instance sees them, it never fails to read or write, and its clock never moves: every
/// order is dated with the one date it was made with.
public final class FakeOrderHistory: OrderHistory {
  private let placed = Mutex<[Order]>([])
  private let date: Date

  /// Creates an empty history that dates every order `date`.
  public init(date: Date = Date(timeIntervalSince1970: 1_768_471_200)) {
    self.date = date
  }

  /// Records the order with the next number.
  public func place(_ details: OrderDetails) throws -> Order {
    placed.withLock { orders in
      let order = Order(
        id: (orders.last?.id ?? Order.firstID - 1) + 1, placedAt: date, details: details)
      orders.append(order)
      return order
    }
  }

  /// Every order, newest first.
  public func orders() throws -> [Order] { placed.withLock { $0.reversed() } }

  /// The order numbered `id`.
  public func order(id: Int) throws -> Order? { placed.withLock { $0.first { $0.id == id } } }
}
