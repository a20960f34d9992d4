import Architecture
import CartInterface

/// The cart flow's business logic: it holds the cart service the flow offers.
@MainActor
public final class CartContext: Context {
  /// The cart this flow works on.
  public let cart: any CartService

  /// Creates a context around `cart`.
  public init(cart: any CartService) {
    self.cart = cart
  }

  /// Nothing to start: the cart is read from storage on demand.
  public func activate() {}

  /// Nothing to stop.
  public func deactivate() {}
}
