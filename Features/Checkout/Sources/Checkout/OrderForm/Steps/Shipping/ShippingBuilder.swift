import Architecture
import CheckoutInterface
import Core

/// Builds the shipping step.
@MainActor
struct ShippingBuilder: Builder {
  let dependencies: any ShippingDependencies

  func build(_ reviewed: ReviewedCart, listener: any ShippingListener) -> ShippingFlow {
    let view = CheckoutView(console: dependencies.console)
    let flow = ShippingFlow(
      context: ShippingContext(reviewed: reviewed, view: view, listener: listener))
    flow.watchOnDetach(view)
    return flow
  }
}
