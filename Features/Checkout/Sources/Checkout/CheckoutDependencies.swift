import AccountInterface
import CartInterface
import Core
import OrdersInterface

/// What the checkout feature needs from whoever builds it.
///
/// Every service arrives through another feature's interface, never as a concrete type; payment
/// is not a service but a board (``PaymentsInterface/BoardID/payment``) the checkout sub-flow
/// activates. The app's dependency solver conforms to this protocol; tests and the example use
/// `TestCheckoutDependencies` from `CheckoutTesting`.
public protocol CheckoutDependencies: BaseDependencies {
  /// The cart to check out; read at review, emptied after the order is placed.
  var cart: any CartService { get }
  /// Records the placed order.
  var orders: any OrderHistory { get }
  /// Tells who is buying.
  var currentUser: any CurrentUserProviding { get }
}
