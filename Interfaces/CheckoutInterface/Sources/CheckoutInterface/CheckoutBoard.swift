import Architecture
import OrdersInterface

/// What the checkout board sends out.
public enum CheckoutOutput: Sendable, Equatable {
  /// The order was placed and the cart emptied.
  case placed(Order)
}

extension BoardID where Input == CheckoutRequest, Output == CheckoutOutput, Command == Never {
  /// Checks the cart out: a sub-flow of review, shipping, payment and receipt. Requires a
  /// signed-in customer; completes once the order is placed, or fails with a
  /// ``CheckoutError``, leaving the cart as it was.
  public static var checkout: Self { BoardID("checkout") }
}
