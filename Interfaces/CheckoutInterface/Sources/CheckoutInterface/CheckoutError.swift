import Core
import PaymentsInterface

/// Why checkout stopped. Unless the case says otherwise, nothing was charged and the cart is as
/// it was.
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
  /// Another checkout is placing an order from the same data at this moment.
  case inProgress
  /// The cart no longer holds what was reviewed: another checkout ordered it, or it was
  /// changed meanwhile.
  case cartChanged
  /// Someone else is signed in, or nobody, since the customer reviewed the order: the order is
  /// never placed for a customer who is not the one signed in.
  case customerChanged
  /// The order could not be recorded before the payment, so the payment was not asked for.
  case orderNotRecorded(String)
  /// The payment was taken, but the order could not be recorded as placed; it stays pending
  /// and the app's next start completes it.
  case orderNotCompleted(order: Int, reason: String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .emptyCart: "the cart is empty; add products with 'cart add <sku>' first"
    case .notSignedIn: "checkout needs a signed-in customer; run 'sign-in <email>' first"
    case .invalidAddress(let reason): "invalid shipping address: \(reason)"
    case .paymentFailed(let error): "nothing was charged: \(error)"
    case .cancelled: "checkout was cancelled; nothing was ordered"
    case .inProgress:
      "nothing was charged: another checkout is placing an order; try again"
    case .cartChanged:
      "nothing was charged: the cart changed during checkout"
    case .customerChanged:
      "nothing was charged: the signed-in customer changed since the review"
    case .orderNotRecorded(let reason):
      "the order could not be recorded, so nothing was charged: \(reason)"
    case .orderNotCompleted(let order, let reason):
      "the payment was taken, but order \(order) could not be recorded as placed: \(reason);"
        + " the next 'shop' command completes it"
    }
  }

  /// An unusable address is a usage error; the others are refusals.
  public var isUsageError: Bool {
    if case .invalidAddress = self { true } else { false }
  }
}
