import AccountInterface
import Architecture
import CartInterface
import CheckoutInterface
import Core

/// Builds the cart review step.
@MainActor
struct CartReviewBuilder: Builder {
  let dependencies: any CartReviewDependencies

  func build(_ request: CheckoutRequest, listener: any CartReviewListener) -> CartReviewFlow {
    let view = CheckoutView(console: dependencies.console)
    let flow = CartReviewFlow(
      context: CartReviewContext(
        request: request, dependencies: dependencies, view: view, listener: listener))
    flow.watchOnDetach(view)
    return flow
  }
}
