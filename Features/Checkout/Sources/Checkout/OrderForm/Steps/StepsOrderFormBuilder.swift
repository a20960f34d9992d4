import Architecture
import CheckoutInterface
import Core

/// Builds the step-by-step order form (the `steps` layout): a parent flow that shows the cart
/// review, then the shipping step. It chooses its children's builders and derives their
/// dependencies from its own.
@MainActor
struct StepsOrderFormBuilder: Builder {
  let dependencies: any CartReviewDependencies

  func build(_ request: CheckoutRequest, listener: @escaping @MainActor (OrderFormOutcome) -> Void)
    -> Flow
  {
    let context = StepsOrderFormContext(request: request, listener: listener)
    let flow = StepsOrderFormFlow(
      context: context, review: CartReviewBuilder(dependencies: dependencies),
      shipping: ShippingBuilder(dependencies: dependencies))
    context.router = flow
    return flow
  }
}

/// What the step-by-step form's context asks of its flow: which step to show.
@MainActor
protocol StepsOrderFormRouting: AnyObject {
  /// Shows the cart review for the request.
  func showReview(of request: CheckoutRequest, listener: any CartReviewListener)
  /// Replaces the review with the shipping step.
  func showShipping(for reviewed: ReviewedCart, listener: any ShippingListener)
}

/// The step-by-step order form's node: it shows one step at a time, each built by the builder
/// it was given. A step that is replaced is detached, so nothing of it stays alive.
@MainActor
final class StepsOrderFormFlow: Flow, StepsOrderFormRouting {
  private let review: CartReviewBuilder
  private let shipping: ShippingBuilder

  init(context: StepsOrderFormContext, review: CartReviewBuilder, shipping: ShippingBuilder) {
    self.review = review
    self.shipping = shipping
    super.init(context: context)
  }

  func showReview(of request: CheckoutRequest, listener: any CartReviewListener) {
    show(review.build(request, listener: listener))
  }

  func showShipping(for reviewed: ReviewedCart, listener: any ShippingListener) {
    show(shipping.build(reviewed, listener: listener))
  }

  private func show(_ step: Flow) {
    detachAllChildren()
    attach(step)
  }
}
