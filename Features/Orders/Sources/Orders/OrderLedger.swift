import OrdersInterface

/// The stored document: every order, oldest first, and the number the next order gets.
struct OrderLedger: Codable, Equatable {
  /// The first order number a new history gives.
  static let firstNumber = 1001

  /// The number the next placed order gets.
  var nextNumber = OrderLedger.firstNumber
  /// Every order, in the order they were placed.
  var orders: [Order] = []
}
