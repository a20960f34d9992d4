import AccountInterface
import Architecture
import CartInterface
import CheckoutInterface
import Core

/// Reviews the cart for the signed-in customer, shows `Review: 3 items, total $41.00`, and
/// approves it.
@MainActor
final class CartReviewContext: BaseContext {
  private let request: CheckoutRequest
  private let cart: any CartService
  private let currentUser: any CurrentUserProviding
  private let logger: any Logger
  private let view: any CheckoutView
  private weak var listener: (any CartReviewListener)?

  init(
    request: CheckoutRequest, cart: any CartService, currentUser: any CurrentUserProviding,
    logger: any Logger, view: any CheckoutView, listener: any CartReviewListener
  ) {
    self.request = request
    self.cart = cart
    self.currentUser = currentUser
    self.logger = logger
    self.view = view
    self.listener = listener
  }

  override func didActivate() {
    do {
      let reviewed = try OrderReview.review(request, cart: cart, currentUser: currentUser)
      view.show(CheckoutViewState(review: reviewed))
      listener?.cartReviewDidApprove(reviewed)
    } catch {
      logger.log(.info, "review refused: \(error)", source: "Checkout")
      listener?.cartReviewDidRefuse(error)
    }
  }
}
