import Architecture
import CheckoutInterface

/// Builds the one-page order form (the `one-page` layout): one screen that reviews the cart and
/// the address together. It needs what the cart review needs.
@MainActor
struct OnePageOrderFormBuilder: Builder {
  let dependencies: any CartReviewDependencies

  func build(_ request: CheckoutRequest, listener: @escaping @MainActor (OrderFormOutcome) -> Void)
    -> Flow
  {
    let view = CheckoutConsoleView(console: dependencies.console)
    let flow = Flow(
      context: OnePageOrderFormContext(
        request: request, cart: dependencies.cart, currentUser: dependencies.currentUser,
        logger: dependencies.logger, view: view, listener: listener))
    flow.watchOnDetach(view)
    return flow
  }
}
