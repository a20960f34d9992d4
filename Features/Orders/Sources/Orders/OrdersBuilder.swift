import AccountInterface
import Architecture
import Core
import OrdersInterface

/// What the orders feature needs from whoever builds it: the shared services, the order
/// history, and who is signed in, since each customer sees only their own orders.
///
/// The app's dependency solver conforms to this protocol; tests and the example use
/// `TestOrdersDependencies` from `OrdersTesting`. The orders builder derives the order detail's
/// dependencies from these (``OrderDetailDependencies``).
public protocol OrdersDependencies: BaseDependencies {
  /// The history the feature shows; the app makes one ``StoredOrderHistory`` and shares it with
  /// checkout, which places the orders.
  var orders: any OrderHistory { get }
  /// Tells who is signed in: the history and the details shown are that customer's only.
  var currentUser: any CurrentUserProviding { get }
}

/// Builds the orders feature for one request: its view, its context and its flow, and chooses
/// the builder of its child, the order detail, with dependencies derived from its own.
@MainActor
struct OrdersBuilder: Builder {
  let dependencies: any OrdersDependencies

  /// Makes the feature; the view is watched with the flow, so the leak check covers it.
  /// - Parameters:
  ///   - request: The history, or one order.
  ///   - listener: Hears how the request ended.
  /// - Returns: The flow to attach.
  func build(_ request: OrdersRequest, listener: @escaping @MainActor (OrdersOutcome) -> Void)
    -> Flow
  {
    let view = OrdersConsoleView(console: dependencies.console)
    let context = OrdersContext(
      request: request,
      history: CustomerOrders(history: dependencies.orders, currentUser: dependencies.currentUser),
      logger: dependencies.logger, view: view, listener: listener)
    view.receiver = context
    let detail = OrderDetailBuilder(dependencies: OrderDetailComponent(parent: dependencies))
    let flow = OrdersFlow(context: context, detail: detail)
    context.router = flow
    flow.watchOnDetach(view)
    return flow
  }
}
