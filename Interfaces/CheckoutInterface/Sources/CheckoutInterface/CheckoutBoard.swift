import Architecture
import OrdersInterface

/// What the checkout board takes while it runs.
public enum CheckoutCommand: Sendable, Equatable {
  /// Stops the checkout where it is: nothing more is charged or recorded, and the board fails
  /// with ``CheckoutError/cancelled``.
  case cancel
}

extension BoardID where Input == CheckoutRequest, Output == Order, Command == CheckoutCommand {
  /// Checks the cart out: a sub-flow of review, shipping, payment and receipt. Requires a
  /// signed-in customer; sends the placed order and completes, or fails with a
  /// ``CheckoutError``, leaving the cart as it was. An app chains the order into
  /// `BoardID.orderPlaced`.
  public static var checkout: Self { BoardID("checkout") }
}
