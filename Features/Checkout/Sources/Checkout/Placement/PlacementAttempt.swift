import CheckoutInterface
import Core
import OrdersInterface
import PaymentsInterface

/// One checkout between its pending order and its payment, holding the right to place orders
/// (and that the customer stays signed in) until it completes or is abandoned. Released
/// without either, it is abandoned.
final class PlacementAttempt {
  /// The order recorded before the payment; its number is the placed order's.
  let pending: PendingOrder
  private let placement: OrderPlacement
  private var accesses: [ExclusiveAccess]

  init(pending: PendingOrder, placement: OrderPlacement, accesses: [ExclusiveAccess]) {
    self.pending = pending
    self.placement = placement
    self.accesses = accesses
  }

  /// The checkout's idempotency key.
  var key: String { pending.checkout }

  /// Places the order, paid with `receipt`: its lines leave the cart and it is no longer
  /// pending.
  /// - Returns: The placed order.
  /// - Throws: ``CheckoutInterface/CheckoutError/orderNotCompleted(order:reason:)`` when that
  ///   cannot be written; the order stays pending, and the next start of the app completes it.
  func complete(with receipt: PaymentReceipt) throws -> Order {
    defer { release() }
    do {
      return try placement.place(pending, paidWith: receipt)
    } catch {
      placement.log(
        "order \(pending.id) was paid but could not be completed: \(error)", level: .warning)
      throw CheckoutError.orderNotCompleted(order: pending.id, reason: "\(error)")
    }
  }

  /// Ends the attempt without a receipt in hand: if the payment ledger has one for the key
  /// after all, the order is placed; otherwise it is dropped. A step that cannot be written is
  /// logged, and the next start of the app finishes it.
  func abandon() {
    guard !accesses.isEmpty else { return }
    defer { release() }
    do {
      if let receipt = try placement.payments.receipt(forKey: key) {
        _ = try placement.place(pending, paidWith: receipt)
      } else {
        try placement.orders.dropPending(checkout: key)
      }
    } catch {
      placement.log(
        "order \(pending.id) stays pending until the next start: \(error)", level: .warning)
    }
  }

  private func release() {
    for access in accesses { access.release() }
    accesses = []
  }

  deinit {
    abandon()
  }
}
