import Core
import OrdersInterface
import PaymentsInterface

/// The order history, kept as the document `orders` in a document storage.
///
/// The app makes one and shares it: checkout records pending orders in it and completes them,
/// the orders feature shows them. It holds only what it uses, never a dependency solver, so it
/// keeps nothing else alive. Order numbers start at 1001 and are taken inside `storage.update`,
/// under the document's exclusive lock, so two processes recording orders at once never get
/// the same number. A document that cannot be read, or holds a value out of range, makes every
/// operation throw the ``StorageError`` (naming the file and the value) and is never
/// overwritten.
public final class StoredOrderHistory: OrderHistory {
  /// The name of the history's document in storage.
  public static let documentKey = "orders"
  /// The schema version of the history's document.
  public static let schemaVersion = 1

  private let storage: any DocumentStorage
  private let clock: any WallClock
  private let logger: any Logger

  /// Creates a history over a storage.
  /// - Parameters:
  ///   - storage: Where the `orders` document is kept.
  ///   - clock: Dates every new order.
  ///   - logger: Where placed orders are logged, at info level.
  public init(storage: any DocumentStorage, clock: any WallClock, logger: any Logger) {
    self.storage = storage
    self.clock = clock
    self.logger = logger
  }

  /// Records a new order with the next number, dated now.
  /// - Returns: The placed order.
  /// - Throws: ``OrdersInterface/OrdersError/numbersUsedUp`` or ``StorageError``; nothing is
  ///   recorded then.
  @discardableResult
  public func place(_ details: OrderDetails) throws -> Order {
    let order = try change { ledger in
      let order = Order(id: try ledger.takeNumber(), placedAt: clock.now, details: details)
      ledger.orders.append(order)
      return order
    }
    logger.log(.info, "placed order \(order.id) for \(order.total)", source: "Orders")
    return order
  }

  /// Every placed order, newest (highest number) first.
  /// - Throws: ``StorageError`` if the history cannot be read.
  public func orders() throws -> [Order] {
    try ledger().orders.sorted { $0.id > $1.id }
  }

  /// The placed order numbered `id`, or `nil` if there is none.
  /// - Throws: ``StorageError`` if the history cannot be read.
  public func order(id: Int) throws -> Order? {
    try ledger().orders.first { $0.id == id }
  }

  /// Records a pending order under the next number, or returns the checkout's.
  /// - Throws: ``OrdersInterface/OrdersError/numbersUsedUp`` or ``StorageError``.
  public func recordPending(_ draft: OrderDraft, checkout: String) throws -> PendingOrder {
    let pending = try change { ledger in
      if let recorded = ledger.pending.first(where: { $0.checkout == checkout }) {
        return recorded
      }
      let pending = PendingOrder(
        id: try ledger.takeNumber(), checkout: checkout, draft: draft, recordedAt: clock.now)
      ledger.pending.append(pending)
      return pending
    }
    logger.log(
      .info, "recorded order \(pending.id) for \(pending.draft.total), waiting for payment",
      source: "Orders")
    return pending
  }

  /// The pending orders, oldest first.
  /// - Throws: ``StorageError`` if the history cannot be read.
  public func pendingOrders() throws -> [PendingOrder] {
    try ledger().pending
  }

  /// Places the checkout's pending order, paid with `payment`.
  /// - Throws: ``OrdersInterface/OrdersError/noPendingOrder(checkout:)`` or ``StorageError``.
  public func completePending(checkout: String, payment: PaymentReceipt) throws -> Order {
    let order = try change { ledger in
      guard let index = ledger.pending.firstIndex(where: { $0.checkout == checkout }) else {
        throw OrdersError.noPendingOrder(checkout: checkout)
      }
      let pending = ledger.pending.remove(at: index)
      let order = Order(
        id: pending.id, placedAt: clock.now, details: OrderDetails(pending.draft, payment: payment))
      ledger.orders.append(order)
      return order
    }
    logger.log(.info, "placed order \(order.id) for \(order.total)", source: "Orders")
    return order
  }

  /// Drops the checkout's pending order, if it has one; its number goes back if it was the
  /// last one taken.
  /// - Throws: ``StorageError`` if the history cannot be read or written.
  public func dropPending(checkout: String) throws {
    let dropped = try change { ledger in
      ledger.pending.firstIndex { $0.checkout == checkout }.map { index in
        let dropped = ledger.pending.remove(at: index)
        if dropped.id == ledger.nextNumber - 1 { ledger.nextNumber = dropped.id }
        return dropped
      }
    }
    if let dropped {
      logger.log(.info, "dropped order \(dropped.id): it was not paid", source: "Orders")
    }
  }

  private func change<Result>(_ edit: (inout OrderLedger) throws -> Result) throws -> Result {
    try storage.update(
      OrderLedger.self, forKey: Self.documentKey, schemaVersion: Self.schemaVersion,
      initial: OrderLedger(), edit)
  }

  private func ledger() throws -> OrderLedger {
    try storage.load(
      OrderLedger.self, forKey: Self.documentKey, schemaVersion: Self.schemaVersion)
      ?? OrderLedger()
  }
}
