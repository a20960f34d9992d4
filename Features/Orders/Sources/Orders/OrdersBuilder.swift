import AccountInterface
import Architecture
import Core
import OrdersInterface

/// What the orders feature needs from whoever builds it: the shared services, the order
/// history, who is signed in, since each customer sees only their own orders, and the views.
///
/// The app's dependency solver conforms to this protocol; tests and the example use
/// `TestOrdersDependencies` from `OrdersTesting`. The orders builder derives the order detail's
/// dependencies from these (``OrderDetailComponent``).
public protocol OrdersDependencies: BaseDependencies {
  /// The history the feature shows; the app makes one ``StoredOrderHistory`` and shares it with
  /// checkout, which places the orders.
  var orders: any OrderHistory { get }
  /// Tells who is signed in: the history and the details shown are that customer's only.
  var currentUser: any CurrentUserProviding { get }
  /// Makes the orders' views and says that an order was placed: the app's UI target supplies
  /// terminal screens full screen and views that print in line mode.
  var ordersViews: any OrdersViewFactory { get }
}

/// Builds the orders feature for one request: its context, its view from the app's factory,
/// and its flow, with the builder of its child, the order detail, which it is given.
@MainActor
struct OrdersBuilder {
  let dependencies: any OrdersDependencies
  /// Builds the child, the order detail: ``OrdersModule`` gives the real one, a test a fake.
  let detail: AnyBuilder<Order, any OrderDetailListener, PresentableFeature>

  /// Makes the feature.
  /// - Parameters:
  ///   - request: The history, or one order.
  ///   - listener: Hears how the feature ended.
  /// - Returns: The flow and the view, which the board presents together.
  func build(
    _ request: OrdersRequest,
    listener: @escaping @MainActor (FeatureEvent<Never>) -> Void
  ) -> PresentableFeature {
    let context = OrdersContext(
      request: request,
      history: CustomerOrders(history: dependencies.orders, currentUser: dependencies.currentUser),
      logger: dependencies.logger, listener: listener)
    let view = dependencies.ordersViews.makeOrdersView(context.presentation, receiver: context)
    let flow = OrdersFlow(context: context, detail: detail)
    return PresentableFeature(flow: flow, view: view)
  }
}
