import Core
import OrdersInterface

/// The stored document: every placed order, oldest first, the orders recorded but not paid
/// yet, and the number the next order gets.
struct OrderLedger: Codable, Equatable {
  /// The number the next recorded order gets: one past the last number taken.
  var nextNumber = Order.firstID
  /// Every placed order, in the order their numbers were taken.
  var orders: [Order] = []
  /// The orders recorded before their payment, oldest first.
  var pending: [PendingOrder] = []

  init() {}

  /// Decodes the ledger, checking that the next number is in range and above every number
  /// taken; a document written before pending orders were kept has none.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    nextNumber = try container.decode(
      Int.self, forKey: .nextNumber, in: Order.firstID...(Order.lastID + 1), "the next number")
    orders = try container.decode([Order].self, forKey: .orders)
    pending = try container.decodeIfPresent([PendingOrder].self, forKey: .pending) ?? []
    let taken = orders.map(\.id) + pending.map(\.id)
    if let highest = taken.max(), highest >= nextNumber {
      throw DecodingError.dataCorruptedError(
        forKey: .nextNumber, in: container,
        debugDescription: "the next number \(nextNumber) is not above order \(highest)")
    }
  }

  /// Takes the next number.
  /// - Throws: ``OrdersInterface/OrdersError/numbersUsedUp`` past ``OrdersInterface/Order/lastID``.
  mutating func takeNumber() throws(OrdersError) -> Int {
    guard nextNumber <= Order.lastID else { throw .numbersUsedUp }
    defer { nextNumber += 1 }
    return nextNumber
  }

  private enum CodingKeys: String, CodingKey {
    case nextNumber, orders, pending
  }
}
