/// The steps of checkout, in order.
public enum CheckoutStep: String, Sendable, CaseIterable {
  /// Check the cart is not empty and show its total.
  case review
  /// Check the shipping address.
  case shipping
  /// Take the payment.
  case payment
  /// Record the order and empty the cart.
  case receipt
}
