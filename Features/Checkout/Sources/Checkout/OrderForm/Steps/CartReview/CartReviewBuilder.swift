import AccountInterface
import Architecture
import CartInterface
import CheckoutInterface
import Core

/// What the cart review needs: the cart and who is buying.
protocol CartReviewDependencies: BaseDependencies {
  var cart: any CartService { get }
  var currentUser: any CurrentUserProviding { get }
}

/// What the cart review tells the order form.
@MainActor
protocol CartReviewListener: AnyObject {
  /// The cart holds something and a customer is signed in.
  func cartReviewDidApprove(_ reviewed: ReviewedCart)
  /// Nobody is signed in, the cart is empty, or it could not be read.
  func cartReviewDidRefuse(_ error: any Error)
}

/// Builds the cart review step.
@MainActor
struct CartReviewBuilder: Builder {
  let dependencies: any CartReviewDependencies

  func build(_ request: CheckoutRequest, listener: any CartReviewListener) -> Flow {
    let view = CheckoutConsoleView(console: dependencies.console)
    let flow = Flow(
      context: CartReviewContext(
        request: request, cart: dependencies.cart, currentUser: dependencies.currentUser,
        logger: dependencies.logger, view: view, listener: listener))
    flow.watchOnDetach(view)
    return flow
  }
}
