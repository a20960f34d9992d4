import CartInterface
import Core

/// What the cart feature needs from whoever builds it: the shared services and the cart.
///
/// The app's dependency solver conforms to this protocol; tests and the example use
/// `TestCartDependencies` from `CartTesting`.
public protocol CartDependencies: BaseDependencies {
  /// The cart the feature shows and changes; the app makes one ``StoredCart`` and shares it
  /// with checkout.
  var cart: any CartService { get }
}
