import Architecture
import CheckoutInterface

/// What the step-by-step form's context asks of its flow: which child to show.
@MainActor
protocol StepsOrderFormRouting: AnyObject {
  /// Shows the cart review for the request.
  func showReview(of request: CheckoutRequest, listener: any CartReviewListener)
  /// Replaces the review with the shipping step.
  func showShipping(for reviewed: ReviewedCart, listener: any ShippingListener)
}

/// The step-by-step order form's node: it attaches one step at a time, each built by the
/// builder it was given.
@MainActor
final class StepsOrderFormFlow: Flow, StepsOrderFormRouting {
  private let review: CartReviewBuilder
  private let shipping: ShippingBuilder
  private var current: Flow?

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
    if let current { detach(current) }
    current = step
    attach(step)
  }
}
