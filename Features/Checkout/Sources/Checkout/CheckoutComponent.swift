import AccountInterface
import CartInterface
import Core
import OrdersInterface

/// The dependencies checkout hands its children, derived from its own: each child's protocol
/// names only what that child uses.
struct CheckoutComponent: CartReviewDependencies, ShippingDependencies, ReceiptDependencies {
  let parent: any CheckoutDependencies

  var cart: any CartService { parent.cart }
  var orders: any OrderHistory { parent.orders }
  var currentUser: any CurrentUserProviding { parent.currentUser }
  var logger: any Logger { parent.logger }
  var clock: any WallClock { parent.clock }
  var storage: any DocumentStorage { parent.storage }
  var console: any Console { parent.console }
}
