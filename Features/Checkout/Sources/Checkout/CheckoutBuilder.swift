import AccountInterface
import Architecture
import CartInterface
import CheckoutInterface
import Core
import OrdersInterface
import PaymentsInterface

/// What the checkout feature needs from whoever builds it.
///
/// Every service arrives through another feature's interface, never as a concrete type; payment
/// is not a service but a board (``PaymentsInterface/BoardID/payment``) the checkout sub-flow
/// activates. The app's dependency solver conforms to this protocol; tests and the example use
/// `TestCheckoutDependencies` from `CheckoutTesting`.
public protocol CheckoutDependencies: BaseDependencies {
  /// The cart to check out; read at review, and the ordered lines taken out once the order is
  /// placed.
  var cart: any CartService { get }
  /// Records the order, pending before its payment and placed after it.
  var orders: any OrderHistory { get }
  /// Tells who is buying.
  var currentUser: any CurrentUserProviding { get }
  /// The payment provider's ledger, where the payment board records what it took under each
  /// idempotency key: asked whether an interrupted checkout was paid.
  var payments: any PaymentLedger { get }
}

/// The dependencies checkout hands its children, derived from its own: each child's protocol
/// names only what that child uses.
struct CheckoutComponent: CartReviewDependencies {
  let parent: any CheckoutDependencies

  var cart: any CartService { parent.cart }
  var currentUser: any CurrentUserProviding { parent.currentUser }
  var logger: any Logger { parent.logger }
  var clock: any WallClock { parent.clock }
  var storage: any DocumentStorage { parent.storage }
  var console: any Console { parent.console }
}

/// How a checkout ended.
enum CheckoutOutcome {
  /// The order was placed and its lines taken out of the cart.
  case placed(Order)
  /// The form or the payment refused, or a step could not be reached; the cart is untouched.
  case failed(any Error)
}

/// Builds one checkout: the context that carries the order through the sub-flow's boards, and
/// its flow; and, for the sub-flow, the order form in the layout the flags chose and the receipt.
@MainActor
struct CheckoutBuilder: Builder {
  let dependencies: any CheckoutDependencies
  /// The order form of the layout the `checkout` flag chose.
  let orderForm: OrderFormBuilder

  /// The receipt step's builder.
  var receipt: ReceiptBuilder {
    ReceiptBuilder(dependencies: dependencies)
  }

  /// What places the order once the customer confirmed it.
  var placement: OrderPlacement {
    OrderPlacement(
      cart: dependencies.cart, orders: dependencies.orders, payments: dependencies.payments,
      storage: dependencies.storage, logger: dependencies.logger)
  }

  /// Makes one checkout.
  /// - Parameters:
  ///   - input: The request, and the sub-flow whose boards the checkout activates.
  ///   - listener: Hears the placed order, or why there is none.
  /// - Returns: The flow to attach; the checkout starts when it does.
  func build(
    _ input: (request: CheckoutRequest, subflow: Motherboard),
    listener: @escaping @MainActor (CheckoutOutcome) -> Void
  ) -> Flow {
    Flow(
      context: CheckoutContext(
        request: input.request, subflow: input.subflow, placement: placement,
        logger: dependencies.logger, listener: listener))
  }
}
