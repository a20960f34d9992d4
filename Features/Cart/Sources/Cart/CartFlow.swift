import Architecture
import CartInterface

/// The cart's node in the app's flow tree.
@MainActor
public final class CartFlow: Flow {
  /// The flow's context, with its concrete type.
  public let cartContext: CartContext

  /// Creates the flow around `context`.
  public init(context: CartContext) {
    cartContext = context
    super.init(context: context)
  }

  /// The cart this flow works on.
  public var cart: any CartService { cartContext.cart }
}
