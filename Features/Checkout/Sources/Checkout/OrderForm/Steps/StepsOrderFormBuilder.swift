import Architecture
import CheckoutInterface

/// Builds the step-by-step order form (the `steps` layout): a parent flow that shows the cart
/// review, then the shipping step. It chooses its children's builders and derives their
/// dependencies from its own.
@MainActor
struct StepsOrderFormBuilder: Builder {
  let dependencies: CheckoutComponent

  func build(_ request: CheckoutRequest, listener: any OrderFormListener) -> Flow {
    let context = StepsOrderFormContext(request: request, listener: listener)
    let flow = StepsOrderFormFlow(
      context: context, review: CartReviewBuilder(dependencies: dependencies),
      shipping: ShippingBuilder(dependencies: dependencies))
    context.router = flow
    return flow
  }
}
