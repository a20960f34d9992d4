import Architecture
import CartInterface

/// Builds the cart feature: its flow, and the cart service other features use.
///
/// The cart reports nothing to a listener (its changes go out on `cartChanges`), so the
/// listener is `Void`.
@MainActor
public struct CartBuilder: Builder {
  private let dependencies: any CartDependencies

  /// Creates a builder that will use `dependencies`.
  public init(dependencies: any CartDependencies) {
    self.dependencies = dependencies
  }

  /// Builds a cart flow over the stored cart.
  /// - Parameters:
  ///   - listener: Nothing; the cart publishes on its channel instead.
  ///   - id: Identifies this instance; unused, there is one cart.
  /// - Returns: The flow to attach and the cart service.
  public func build(listener: Void, id: String) -> FeatureGraph<CartFlow, any CartService> {
    let cart = StoredCart(dependencies: dependencies)
    return FeatureGraph(flow: CartFlow(context: CartContext(cart: cart)), interface: cart)
  }
}
