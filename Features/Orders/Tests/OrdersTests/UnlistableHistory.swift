import OrdersInterface
import OrdersInterfaceTesting
import PaymentsInterface
import Synchronization

/// A history that finds an order by its number but cannot list the orders, from the start or
/// from when the test breaks it, as when the document is damaged between two reads.
final class UnlistableHistory: OrderHistory {
  /// What listing throws.
  struct ListingFailed: Error, CustomStringConvertible {
    var description: String { "the orders could not be listed" }
  }

  private let found = FakeOrderHistory()
  private let isListable: Mutex<Bool>

  /// - Parameter listable: Whether the orders can be listed until ``breakListing()``.
  init(listable: Bool = false) {
    isListable = Mutex(listable)
  }

  /// From now on, listing fails.
  func breakListing() {
    isListable.withLock { $0 = false }
  }

  func place(_ details: OrderDetails) throws -> Order { try found.place(details) }

  func orders() throws -> [Order] {
    guard isListable.withLock({ $0 }) else { throw ListingFailed() }
    return try found.orders()
  }

  func order(id: Int) throws -> Order? { try found.order(id: id) }

  func recordPending(_ draft: OrderDraft, checkout: String) throws -> PendingOrder {
    try found.recordPending(draft, checkout: checkout)
  }

  func pendingOrders() throws -> [PendingOrder] { try found.pendingOrders() }

  func completePending(checkout: String, payment: PaymentReceipt) throws -> Order {
    try found.completePending(checkout: checkout, payment: payment)
  }

  func dropPending(checkout: String) throws { try found.dropPending(checkout: checkout) }
}
