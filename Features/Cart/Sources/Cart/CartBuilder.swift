import Architecture
import CartInterface
import Core

/// What the cart feature needs from whoever builds it: the shared services, the cart, its
/// channel and the views.
///
/// The app's dependency solver conforms to this protocol; tests and the example use
/// `TestCartDependencies` from `CartTesting`.
public protocol CartDependencies: BaseDependencies {
  /// The cart the feature shows and changes; the app makes one ``StoredCart`` and shares it
  /// with checkout.
  var cart: any CartService { get }
  /// Where the cart announces its changes, which an open cart follows.
  var cartChanges: Channel<CartChanged> { get }
  /// Makes the cart's view: the app's UI target supplies a terminal screen full screen and a
  /// view that prints in line mode.
  var cartViews: any CartViewFactory { get }
}

/// Builds the cart feature: its context, its view from the app's factory, and a plain flow.
@MainActor
struct CartBuilder: Builder {
  let dependencies: any CartDependencies

  /// Makes the feature; the board forwards it the requests to carry out.
  /// - Parameter listener: Hears that the customer asked to check out or left, or that a
  ///   request was refused.
  /// - Returns: The flow and the view, which the board presents together.
  func build(_ input: Void, listener: @escaping @MainActor (FeatureEvent<CartOutput>) -> Void)
    -> PresentableFeature
  {
    let context = CartContext(
      cart: dependencies.cart, changes: dependencies.cartChanges, logger: dependencies.logger,
      listener: listener)
    let view = dependencies.cartViews.makeCartView(context.presentation, receiver: context)
    return PresentableFeature(flow: Flow(context: context), view: view)
  }
}
