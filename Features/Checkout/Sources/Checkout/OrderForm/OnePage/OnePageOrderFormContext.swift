import AccountInterface
import Architecture
import CartInterface
import CheckoutInterface
import Core

/// The one-page order form's logic: it checks the customer, the cart and the address at once,
/// shows the whole order on one page and hands it on.
@MainActor
final class OnePageOrderFormContext: BaseContext {
  private let request: CheckoutRequest
  private let cart: any CartService
  private let currentUser: any CurrentUserProviding
  private let logger: any Logger
  private let view: any CheckoutView
  private let listener: @MainActor (OrderFormOutcome) -> Void

  init(
    request: CheckoutRequest, cart: any CartService, currentUser: any CurrentUserProviding,
    logger: any Logger, view: any CheckoutView,
    listener: @escaping @MainActor (OrderFormOutcome) -> Void
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
      let order = AddressedCart(
        reviewed: reviewed, address: try ShippingAddress(request.shippingAddress))
      view.show(CheckoutViewState(page: order))
      listener(.ready(order))
    } catch {
      logger.log(.info, "order form refused: \(error)", source: "Checkout")
      listener(.refused(error))
    }
  }
}
