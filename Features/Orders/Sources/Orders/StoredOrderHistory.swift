import Core
import OrdersInterface

/// The order history, kept as the document `orders` in the dependencies' storage.
///
/// Order numbers start at 1001 and are allocated inside `storage.update`, under the document's
/// exclusive lock, so two processes placing orders at once never get the same number. An order
/// is dated with the dependencies' clock.
public struct StoredOrderHistory: OrderHistory {
  /// The name of the history's document in storage.
  public static let documentKey = "orders"
  /// The schema version of the history's document.
  public static let schemaVersion = 1

  private let dependencies: any OrdersDependencies

  /// Creates a history over `dependencies.storage`.
  public init(dependencies: any OrdersDependencies) {
    self.dependencies = dependencies
  }

  /// Records a new order with the next number, dated now.
  /// - Throws: ``StorageError`` if the history cannot be read or written; nothing is recorded.
  @discardableResult
  public func place(_ details: OrderDetails) throws -> Order {
    let order = try dependencies.storage.update(
      OrderLedger.self, forKey: Self.documentKey, schemaVersion: Self.schemaVersion,
      initial: OrderLedger()
    ) { ledger in
      let order = Order(id: ledger.nextNumber, placedAt: dependencies.clock.now, details: details)
      ledger.orders.append(order)
      ledger.nextNumber += 1
      return order
    }
    dependencies.logger.log(
      .info, "placed order \(order.id) for \(order.total)", source: "Orders")
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
    try dependencies.storage.load(
      OrderLedger.self, forKey: Self.documentKey, schemaVersion: Self.schemaVersion)
      ?? OrderLedger()
  }
}
