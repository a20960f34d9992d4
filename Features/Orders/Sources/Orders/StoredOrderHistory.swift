import Core
import OrdersInterface

/// The order history, kept as the document `orders` in a document storage.
///
/// The app makes one and shares it: checkout places orders in it, the orders feature shows them.
/// It holds only what it uses, never a dependency solver, so it keeps nothing else alive. Order
/// numbers start at 1001 and are allocated inside `storage.update`, under the document's
/// exclusive lock, so two processes placing orders at once never get the same number. A document
/// that cannot be read makes every operation throw the ``StorageError`` (naming the file) and is
/// never overwritten.
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
  /// - Throws: ``StorageError`` if the history cannot be read or written; nothing is recorded.
  @discardableResult
  public func place(_ details: OrderDetails) throws -> Order {
    let order = try storage.update(
      OrderLedger.self, forKey: Self.documentKey, schemaVersion: Self.schemaVersion,
      initial: OrderLedger()
    ) { ledger in
      let order = Order(id: ledger.nextNumber, placedAt: clock.now, details: details)
      ledger.orders.append(order)
      ledger.nextNumber += 1
      return order
    }
    logger.log(.info, "placed order \(order.id) for \(order.total)", source: "Orders")
    return order
  }

  /// Every order, newest (highest number) first.
  /// - Throws: ``StorageError`` if the history cannot be read.
  public func orders() throws -> [Order] {
    try ledger().orders.sorted { $0.id > $1.id }
  }

  /// The order numbered `id`, or `nil` if there is none.
  /// - Throws: ``StorageError`` if the history cannot be read.
  public func order(id: Int) throws -> Order? {
    try ledger().orders.first { $0.id == id }
  }

  private func ledger() throws -> OrderLedger {
    try storage.load(
      OrderLedger.self, forKey: Self.documentKey, schemaVersion: Self.schemaVersion)
      ?? OrderLedger()
  }
}
