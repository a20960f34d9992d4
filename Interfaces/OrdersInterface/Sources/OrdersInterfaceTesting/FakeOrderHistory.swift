import Foundation
import OrdersInterface
import Synchronization

/// An order history held in memory, for features that place orders (Checkout).
public final class FakeOrderHistory: OrderHistory {
  private let placed = Mutex<[Order]>([])
  private let date: Date

  /// Creates an empty history that dates every order `date`.
  public init(date: Date = Date(timeIntervalSince1970: 1_768_471_200)) {
    self.date = date
  }

  /// Records the order with the next number from 1001.
  public func place(_ details: OrderDetails) throws -> Order {
    placed.withLock { orders in
      let order = Order(id: 1001 + orders.count, placedAt: date, details: details)
      orders.append(order)
      return order
    }
  }

  /// Every order, newest first.
  public func orders() throws -> [Order] { placed.withLock { $0.reversed() } }

  /// The order numbered `id`.
  public func order(id: Int) throws -> Order? { placed.withLock { $0.first { $0.id == id } } }
}
