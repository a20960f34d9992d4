import CheckoutInterface

/// What an order form, in any layout, tells the order-form board.
@MainActor
public protocol OrderFormListener: AnyObject {
  /// The cart was reviewed and the address confirmed: the order can be paid.
  func orderFormDidFill(_ order: AddressedCart)
  /// The order cannot go ahead: a ``CheckoutError`` (empty cart, nobody signed in, unusable
  /// address) or the cart's storage error.
  func orderFormDidRefuse(_ error: any Error)
}
