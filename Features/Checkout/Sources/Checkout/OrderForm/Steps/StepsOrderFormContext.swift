import Architecture
import CheckoutInterface

/// The step-by-step order form's logic: it has its flow show the review, then the shipping
/// step, and hands on the addressed order, or the first refusal.
@MainActor
final class StepsOrderFormContext: BaseContext, CartReviewListener, ShippingListener {
  /// The flow, which shows the steps; set by the builder.
  weak var router: (any StepsOrderFormRouting)?
  private let request: CheckoutRequest
  private let listener: @MainActor (OrderFormOutcome) -> Void

  init(request: CheckoutRequest, listener: @escaping @MainActor (OrderFormOutcome) -> Void) {
    self.request = request
    self.listener = listener
  }

  override func didActivate() {
    router?.showReview(of: request, listener: self)
  }

  func cartReviewDidApprove(_ reviewed: ReviewedCart) {
    router?.showShipping(for: reviewed, listener: self)
  }

  func cartReviewDidRefuse(_ error: any Error) {
    listener(.refused(error))
  }

  func shippingDidConfirm(_ order: AddressedCart) {
    listener(.ready(order))
  }

  func shippingDidRefuse(_ error: CheckoutError) {
    listener(.refused(error))
  }
}
