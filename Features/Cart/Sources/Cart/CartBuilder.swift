import Architecture
import CartInterface

/// Builds the cart feature for one request: its view, its context and its flow.
@MainActor
public struct CartBuilder: Builder {
  private let dependencies: any CartDependencies

  /// Makes a builder.
  /// - Parameter dependencies: The shared services and the cart.
  public init(dependencies: any CartDependencies) {
    self.dependencies = dependencies
  }

  /// Makes the feature; the view is watched with the flow, so the leak check covers it.
  /// - Parameters:
  ///   - request: What to do with the cart.
  ///   - listener: Hears when the request is done or refused; held weakly.
  /// - Returns: The flow to attach.
  public func build(_ request: CartRequest, listener: any CartListener) -> CartFlow {
    let view = CartView(console: dependencies.console)
    let context = CartContext(
      request: request, cart: dependencies.cart, view: view, logger: dependencies.logger,
      listener: listener)
    let flow = CartFlow(context: context)
    flow.watchOnDetach(view)
    return flow
  }
}
