import Architecture
import OrdersInterface

/// Builds the orders feature for one request: its view, its context and its flow, and chooses
/// the builder of its child, the order detail, with dependencies derived from its own.
@MainActor
public struct OrdersBuilder: Builder {
  private let dependencies: any OrdersDependencies

  /// Makes a builder.
  /// - Parameter dependencies: The shared services and the order history.
  public init(dependencies: any OrdersDependencies) {
    self.dependencies = dependencies
  }

  /// Makes the feature; the view is watched with the flow, so the leak check covers it.
  /// - Parameters:
  ///   - request: The history, or one order.
  ///   - listener: Hears when the request is done or refused; held weakly.
  /// - Returns: The flow to attach.
  public func build(_ request: OrdersRequest, listener: any OrdersListener) -> OrdersFlow {
    let view = OrdersView(console: dependencies.console)
    let context = OrdersContext(
      request: request, history: dependencies.orders, view: view, logger: dependencies.logger,
      listener: listener)
    let detailBuilder = OrderDetailBuilder(dependencies: OrderDetailComponent(parent: dependencies))
    let flow = OrdersFlow(context: context, detailBuilder: detailBuilder)
    context.router = flow
    flow.watchOnDetach(view)
    return flow
  }
}
