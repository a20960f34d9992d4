import Core
import PaymentsInterface

/// Why checkout stopped. The cart is left as it was.
public enum CheckoutError: UserFacingError, Equatable {
  /// There is nothing to buy.
  case emptyCart
  /// Checkout needs a signed-in customer.
  case notSignedIn
  /// The shipping address is unusable.
  case invalidAddress(String)
  /// The payment was not taken.
  case paymentFailed(PaymentError)
  /// The checkout was cancelled before the order was placed.
  case cancelled

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .emptyCart: "the cart is empty; add products with 'cart add <sku>' first"
    case .notSignedIn: "checkout needs a signed-in customer; run 'sign-in <email>' first"
    case .invalidAddress(let reason): "invalid shipping address: \(reason)"
    case .paymentFailed(let error): "\(error); the cart is unchanged"
    case .cancelled: "checkout was cancelled; nothing was ordered"
    }
  }

  /// An unusable address is a usage error; the others are refusals.
  public var isUsageError: Bool {
    if case .invalidAddress = self { true } else { false }
  }
}
