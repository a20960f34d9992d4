import AccountInterface
import CartInterface
import CheckoutInterface
import Core
import OrdersInterface
import PaymentsInterface

/// Places an order exactly once, as an app does with a real payment server: the order is
/// recorded as pending before the payment is asked for, the payment is asked for under the
/// checkout's idempotency key (so it is taken at most once), and only then is the order placed
/// and its lines taken out of the cart.
///
/// ```swift
/// let attempt = try placement.begin(draft, checkout: key)   // pending order, nothing charged
/// // ... pay under `key`, through the payment board ...
/// let order = try attempt.complete(with: receipt)           // placed; its lines leave the cart
/// // or, when the payment was refused or the checkout ended: attempt.abandon()
/// ```
///
/// One checkout at a time places an order from the app's data: an attempt holds the storage's
/// `checkout` key (``Core/DocumentStorage/holdExclusiveAccess(toKey:)``) from `begin` until it
/// completes or is abandoned, and another is refused meanwhile. It holds the account's
/// ``AccountInterface/SignInLock`` as long, so the customer it checked at `begin` stays the one
/// signed in until the order is placed or dropped: a sign-in or sign-out meanwhile, in any
/// process, is refused. So any pending order found
/// while holding it was left by a process that ended in the middle: ``recoverInterrupted()``
/// completes it if its payment was taken (asking the payment ledger) and drops it otherwise.
/// Every step is one atomic write, and every step can be done again, so a process killed at any
/// instant leaves a state the next one finishes: never a payment without an order, never two
/// payments for one checkout, never ordered lines left in the cart.
///
/// It knows nothing of screens: checkout's context calls it when the customer places the order.
struct OrderPlacement: Sendable {
  /// The storage key an attempt holds while it places an order.
  static let attemptKey = "checkout"

  let cart: any CartService
  let orders: any OrderHistory
  let payments: any PaymentLedger
  let storage: any DocumentStorage
  let logger: any Logger
  /// Who is signed in, asked as an order begins; nil for what only settles interrupted
  /// checkouts.
  var currentUser: (any CurrentUserProviding)? = nil

  /// Records `draft` as a pending order for checkout `key`, once the checkouts other processes
  /// left half done are finished and the cart is found to still hold the draft's lines.
  /// Nothing is charged yet: pay under `key`, then complete or abandon the attempt.
  /// - Parameters:
  ///   - draft: What the order will hold, as the customer reviewed it.
  ///   - key: The checkout's idempotency key; the payment is asked for under it.
  /// - Returns: The attempt, holding the pending order, until it completes or is abandoned.
  /// - Throws: ``CheckoutInterface/CheckoutError/inProgress`` when another checkout is placing
  ///   an order, ``CheckoutInterface/CheckoutError/cartChanged`` when the cart no longer holds
  ///   the draft's lines, ``CheckoutInterface/CheckoutError/customerChanged`` when the customer
  ///   signed in now is not the draft's or is being changed, ``CheckoutInterface/CheckoutError/orderNotRecorded(_:)`` when the
  ///   pending order cannot be recorded or an interrupted checkout cannot be finished first, or
  ///   the cart's error. Nothing is charged then.
  func begin(_ draft: OrderDraft, checkout key: String) throws -> PlacementAttempt {
    guard let access = try storage.holdExclusiveAccess(toKey: Self.attemptKey) else {
      throw CheckoutError.inProgress
    }
    var accesses = [access]
    if currentUser != nil {
      guard let customer = try storage.holdExclusiveAccess(toKey: SignInLock.key) else {
        throw CheckoutError.customerChanged
      }
      accesses.append(customer)
    }
    do {
      try finishInterrupted()
    } catch {
      throw CheckoutError.orderNotRecorded("\(error)")
    }
    guard try cart.contents().holds(draft.lines) else { throw CheckoutError.cartChanged }
    if let currentUser, try currentUser.currentUser()?.email.value != draft.customer {
      throw CheckoutError.customerChanged
    }
    let pending: PendingOrder
    do {
      pending = try orders.recordPending(draft, checkout: key)
    } catch {
      throw CheckoutError.orderNotRecorded("\(error)")
    }
    return PlacementAttempt(pending: pending, placement: self, accesses: accesses)
  }

  /// Finishes the checkouts that processes left half done, unless a checkout is placing an
  /// order now (it holds the data, and finishes its own). What is done is logged.
  /// - Returns: What became of each interrupted checkout; empty when there was none, or when
  ///   a checkout is running.
  /// - Throws: The error that kept one from being finished; it stays pending for the next try.
  ///
  /// With nothing pending it only reads the orders, so a command that runs while nothing was
  /// interrupted writes nothing and creates no file.
  @discardableResult
  func recoverInterrupted() throws -> [RecoveredCheckout] {
    guard try !orders.pendingOrders().isEmpty,
      let access = try storage.holdExclusiveAccess(toKey: Self.attemptKey)
    else { return [] }
    defer { access.release() }
    return try finishInterrupted()
  }

  /// Completes or drops every pending order; the caller holds the attempt key, so their
  /// processes are gone.
  @discardableResult
  private func finishInterrupted() throws -> [RecoveredCheckout] {
    try orders.pendingOrders().map { pending in
      if let receipt = try payments.receipt(forKey: pending.checkout) {
        let order = try place(pending, paidWith: receipt)
        log("completed order \(order.id), whose checkout was interrupted after its payment")
        return .completed(order)
      }
      try orders.dropPending(checkout: pending.checkout)
      log("dropped order \(pending.id), whose checkout was interrupted before its payment")
      return .dropped(pending)
    }
  }

  /// Takes the order's lines out of the cart, then places it. Both can be done again: the cart
  /// takes a checkout's lines out once, and the order is placed from its pending record.
  func place(_ pending: PendingOrder, paidWith receipt: PaymentReceipt) throws -> Order {
    try cart.removeOrdered(pending.draft.lines, checkout: pending.checkout)
    return try orders.completePending(checkout: pending.checkout, payment: receipt)
  }

  func log(_ message: String, level: LogLevel = .info) {
    logger.log(level, message, source: "Checkout")
  }
}

/// What became of a checkout that a process left half done.
enum RecoveredCheckout: Equatable {
  /// Its payment had been taken: the order is placed and its lines left the cart.
  case completed(Order)
  /// Its payment had not been taken: the pending order is dropped; nothing was charged.
  case dropped(PendingOrder)
}

extension CartContents {
  /// Whether the cart still holds `ordered`: each SKU at the same price, at least as many.
  func holds(_ ordered: [CartLine]) -> Bool {
    ordered.allSatisfy { wanted in
      lines.contains {
        $0.sku == wanted.sku && $0.unitPrice == wanted.unitPrice && $0.quantity >= wanted.quantity
      }
    }
  }
}
