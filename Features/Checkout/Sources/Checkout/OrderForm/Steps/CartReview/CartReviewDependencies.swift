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
