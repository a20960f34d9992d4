import OrdersInterface
import OrdersInterfaceTesting
import PaymentsInterface

/// A history that finds an order by its number but cannot list the orders, as when the
/// document is damaged between two reads.
final class UnlistableHistory: OrderHistory {
  /// What listing throws.
  struct ListingFailed: Error, CustomStringConvertible {
    var description: String { "the orders could not be listed" }
  }

  private let found = FakeOrderHistory()

  func place(_ details: OrderDetails) throws -> Order { try found.place(details) }

  func orders() throws -> [Order] { throw ListingFailed() }

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
