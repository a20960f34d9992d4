import Core

/// Why the orders could not be shown.
public enum OrdersError: UserFacingError, Equatable {
  /// No order has this number.
  case noSuchOrder(Int)

  /// A sentence for the customer.
  public var description: String {
    switch self {
    case .noSuchOrder(let id): "no order numbered \(id); run 'shop orders' to list them"
    }
  }
}
