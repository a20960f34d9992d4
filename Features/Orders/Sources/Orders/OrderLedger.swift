import OrdersInterface

/// The stored document: every order, oldest first, and the number the next order gets.
struct OrderLedger: Codable, Equatable {
  /// The number the next placed order gets.
  var nextNumber = Order.firstID
  /// Every order, in the order they were placed.
  var orders: [Order] = []
}
