import AccountInterface
import Architecture
import CartInterface
import CheckoutInterface
import Core
import OrdersInterface
import PaymentsInterface

/// What the checkout feature needs from whoever builds it.
///
/// Every service arrives through another feature's interface, never as a concrete type; asking
/// how to pay and paying are not services but boards (``PaymentsInterface/BoardID/paymentMethod``
/// and ``PaymentsInterface/BoardID/payment``) the checkout sub-flow activates. The app's
/// dependency solver conforms to this protocol; tests and the example use
/// `TestCheckoutDependencies` from `CheckoutTesting`.
public protocol CheckoutDependencies: BaseDependencies {
  /// The cart to check out; reviewed as the order form starts, and the ordered lines taken out
  /// once the order is placed.
  var cart: any CartService { get }
  /// Records the order, pending before its payment and placed after it.
  var orders: any OrderHistory { get }
  /// Tells who is buying.
  var currentUser: any CurrentUserProviding { get }
  /// The payment provider's ledger, where the payment board records what it took under each
  /// idempotency key: asked whether an interrupted checkout was paid.
  var payments: any PaymentLedger { get }
  /// Makes checkout's views: the app's UI target supplies terminal screens full screen and
  /// views that print in line mode.
  var checkoutViews: any CheckoutViewFactory { get }
}

/// Builds one checkout: the context that carries the order through the sub-flow's boards, and
/// its flow; and, for the sub-flow, the order form in the layout the flags chose and the receipt.
@MainActor
struct CheckoutBuilder: Builder {
  let dependencies: any CheckoutDependencies
  /// The builder of checkout's child, the order form: the one the `checkout` flag chose, or a
  /// test's fake.
  let orderForm: any OrderFormBuilding

  /// The receipt's builder.
  var receipt: ReceiptBuilder {
    ReceiptBuilder(views: dependencies.checkoutViews)
  }

  /// What places the order once the customer confirmed it.
  var placement: OrderPlacement {
    OrderPlacement(
      cart: dependencies.cart, orders: dependencies.orders, payments: dependencies.payments,
      storage: dependencies.storage, logger: dependencies.logger,
      currentUser: dependencies.currentUser)
  }

  /// Makes one checkout.
  /// - Parameters:
  ///   - input: The request, and the sub-flow whose boards the checkout activates.
  ///   - listener: Hears the placed order, that the customer left, or why there is no order.
  /// - Returns: The flow to attach; the checkout starts when it does.
  func build(
    _ input: (request: CheckoutRequest, subflow: Motherboard),
    listener: @escaping @MainActor (FeatureEvent<Order>) -> Void
  ) -> Flow {
    Flow(
      context: CheckoutContext(
        request: input.request, subflow: input.subflow, placement: placement,
        logger: dependencies.logger, listener: listener))
  }
}
