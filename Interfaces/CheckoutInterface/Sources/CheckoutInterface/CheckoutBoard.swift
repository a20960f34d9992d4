import Architecture
import OrdersInterface

/// What the checkout board takes while it runs.
public enum CheckoutCommand: Sendable, Equatable {
  /// Stops the checkout where it is and closes its screens: nothing more is charged or
  /// recorded, and the board fails with ``CheckoutError/cancelled``.
  case cancel
}

extension BoardID where Input == CheckoutRequest, Output == Order, Command == CheckoutCommand {
  /// Checks the cart out: a sub-flow of the order form (the address, how to pay, the review the
  /// customer confirms), the payment and the receipt. Requires a signed-in customer; sends the
  /// placed order and completes once the customer leaves the receipt, completes with nothing
  /// sent when the customer leaves before confirming, or fails with a ``CheckoutError``,
  /// leaving the cart as it was. An app chains the order into `BoardID.orderPlaced`.
  public static var checkout: Self { BoardID("checkout") }
}
