import AccountInterface
import CartInterface
import Core
import OrdersInterface
import PaymentsInterface

/// What the checkout feature needs from its parent.
///
/// Every service arrives through another feature's interface, never as a concrete type. The app's
/// dependency solver conforms to this protocol; tests and the example use
/// `TestCheckoutDependencies` from `CheckoutTesting`.
public protocol CheckoutDependencies: BaseDependencies {
  /// The cart to check out; read at review, emptied after the order is placed.
  var cart: any CartService { get }
  /// Takes the payment.
  var payments: any PaymentProcessing { get }
  /// Records the placed order.
  var orders: any OrderHistory { get }
  /// Tells who is buying.
  var currentUser: any CurrentUserProviding { get }
}
