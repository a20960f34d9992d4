import Core

/// Why the orders could not be shown or recorded.
public enum OrdersError: UserFacingError, Equatable {
  /// No order of the customer has this number.
  case noSuchOrder(Int)
  /// The orders are the signed-in customer's, and nobody is signed in.
  case notSignedIn
  /// Every order number up to ``Order/lastID`` is taken.
  case numbersUsedUp
  /// The checkout has no pending order to complete.
  case noPendingOrder(checkout: String)

  /// A sentence for the customer.
  public var description: String {
    switch self {
    case .noSuchOrder(let id): "you have no order numbered \(id); run 'shop orders' to list yours"
    case .notSignedIn:
      "orders are shown to the customer who placed them; sign in to see yours"
    case .numbersUsedUp:
      "every order number up to \(Order.lastID) is taken; no more orders can be recorded"
    case .noPendingOrder(let checkout): "checkout \(checkout) has no order waiting for payment"
    }
  }
}
