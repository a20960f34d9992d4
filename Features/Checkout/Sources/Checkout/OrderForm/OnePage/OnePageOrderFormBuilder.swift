import Architecture
import CheckoutInterface

/// Builds the one-page order form (the `one-page` layout): one screen that reviews the cart and
/// the address together.
@MainActor
struct OnePageOrderFormBuilder: Builder {
  let dependencies: CheckoutComponent

  func build(_ request: CheckoutRequest, listener: any OrderFormListener) -> Flow {
    let view = CheckoutView(console: dependencies.console)
    let flow = OnePageOrderFormFlow(
      context: OnePageOrderFormContext(
        request: request, dependencies: dependencies, view: view, listener: listener))
    flow.watchOnDetach(view)
    return flow
  }
}
