import AccountInterface
import Architecture
import CartInterface
import CheckoutInterface
import Core

/// Checks the customer and the cart, shows `Review: 3 items, total $41.00`, and approves.
@MainActor
final class CartReviewContext: AbstractContext {
  private let request: CheckoutRequest
  private let dependencies: any CartReviewDependencies
  private let view: CheckoutView
  private weak var listener: (any CartReviewListener)?

  init(
    request: CheckoutRequest, dependencies: any CartReviewDependencies, view: CheckoutView,
    listener: any CartReviewListener
  ) {
    self.request = request
    self.dependencies = dependencies
    self.view = view
    self.listener = listener
  }

  override func didActivate() {
    do {
      let reviewed = try OrderReview.review(
        request, cart: dependencies.cart, currentUser: dependencies.currentUser)
      view.show(step: "Review", OrderReview.summary(reviewed))
      listener?.cartReviewDidApprove(reviewed)
    } catch {
      dependencies.logger.log(.info, "review refused: \(error)", source: "Checkout")
      listener?.cartReviewDidRefuse(error)
    }
  }
}
