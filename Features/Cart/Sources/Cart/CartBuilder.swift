import Architecture
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

/// Builds the cart feature for one request: its view, its context and its flow.
///
/// The view is the console's; an app with a screen of its own makes its view here instead, any
/// type that conforms to ``CartView``.
@MainActor
struct CartBuilder: Builder {
  let dependencies: any CartDependencies

  /// Makes the feature; the view is watched with the flow, so the leak check covers it.
  /// - Parameters:
  ///   - request: What to do with the cart when the flow starts.
  ///   - listener: Hears how the request ended.
  /// - Returns: The flow to attach.
  func build(_ request: CartRequest, listener: @escaping @MainActor (CartOutcome) -> Void)
    -> Flow
  {
    let view = CartConsoleView(console: dependencies.console)
    let context = CartContext(
      request: request, cart: dependencies.cart, logger: dependencies.logger, view: view,
      listener: listener)
    view.receiver = context
    let flow = Flow(context: context)
    flow.watchOnDetach(view)
    return flow
  }
}
