import OrdersInterface

/// What checkout tells its parent as it goes.
@MainActor
public protocol CheckoutListener: AnyObject {
  /// A step finished; `summary` is one line for the customer, such as `Total: $24.00`.
  func checkoutDidComplete(_ step: CheckoutStep, summary: String)
  /// The order was placed and the cart emptied.
  func checkoutDidPlace(_ order: Order)
}
