import Foundation
import OrdersInterface
import PaymentsInterface
import Synchronization

/// An order history held in memory, for features that place orders (Checkout). It keeps every
/// rule of ``OrderHistoryContract/rules``.
///
/// It does not model what a stored history adds: its orders live as long as it does and no
/// other instance sees them, it never fails to read or write, and its clock never moves: every
/// order is dated with the one date it was made with.
public final class FakeOrderHistory: OrderHistory {
  private struct Ledger {
    var nextNumber = Order.firstID
    var placed: [Order] = []
    var pending: [PendingOrder] = []

    mutating func takeNumber() throws(OrdersError) -> Int {
      guard nextNumber <= Order.lastID else { throw .numbersUsedUp }
      defer { nextNumber += 1 }
      return nextNumber
    }
  }

  private let ledger = Mutex(Ledger())
  private let date: Date

  /// Creates an empty history that dates every order `date`.
  public init(date: Date = Date(timeIntervalSince1970: 1_768_471_200)) {
    self.date = date
  }

  /// Records the order with the next number.
  public func place(_ details: OrderDetails) throws -> Order {
    try ledger.withLock { ledger in
      let order = Order(id: try ledger.takeNumber(), placedAt: date, details: details)
      ledger.placed.append(order)
      return order
    }
  }

  /// Every placed order, newest first.
  public func orders() throws -> [Order] {
    ledger.withLock { $0.placed.sorted { $0.id > $1.id } }
  }

  /// The placed order numbered `id`.
  public func order(id: Int) throws -> Order? {
    ledger.withLock { $0.placed.first { $0.id == id } }
  }

  /// Records a pending order under the next number, or returns the checkout's.
  public func recordPending(_ draft: OrderDraft, checkout: String) throws -> PendingOrder {
    try ledger.withLock { ledger in
      if let recorded = ledger.pending.first(where: { $0.checkout == checkout }) {
        return recorded
      }
      let pending = PendingOrder(
        id: try ledger.takeNumber(), checkout: checkout, draft: draft, recordedAt: date)
      ledger.pending.append(pending)
      return pending
    }
  }

  /// The pending orders, oldest first.
  public func pendingOrders() throws -> [PendingOrder] { ledger.withLock { $0.pending } }

  /// Places the checkout's pending order.
  public func completePending(checkout: String, payment: PaymentReceipt) throws -> Order {
    try ledger.withLock { ledger in
      guard let index = ledger.pending.firstIndex(where: { $0.checkout == checkout }) else {
        throw OrdersError.noPendingOrder(checkout: checkout)
      }
      let pending = ledger.pending.remove(at: index)
      let order = Order(
        id: pending.id, placedAt: date, details: OrderDetails(pending.draft, payment: payment))
      ledger.placed.append(order)
      return order
    }
  }

  /// Drops the checkout's pending order; its number goes back if it was the last one taken.
  public func dropPending(checkout: String) throws {
    ledger.withLock { ledger in
      guard let index = ledger.pending.firstIndex(where: { $0.checkout == checkout }) else {
        return
      }
      let dropped = ledger.pending.remove(at: index)
      if dropped.id == ledger.nextNumber - 1 { ledger.nextNumber = dropped.id }
    }
  }
}
