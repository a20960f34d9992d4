import Architecture
import CheckoutInterface

/// The step-by-step order form's logic: it runs the review, then the shipping step, and reports
/// the addressed order, or the first refusal, to its listener.
@MainActor
final class StepsOrderFormContext: AbstractContext, CartReviewListener, ShippingListener {
  private let request: CheckoutRequest
  private weak var listener: (any OrderFormListener)?
  weak var router: (any StepsOrderFormRouting)?

  init(request: CheckoutRequest, listener: any OrderFormListener) {
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
    listener?.orderFormDidRefuse(error)
  }

  func shippingDidConfirm(_ order: AddressedCart) {
    listener?.orderFormDidFill(order)
  }

  func shippingDidRefuse(_ error: CheckoutError) {
    listener?.orderFormDidRefuse(error)
  }
}
