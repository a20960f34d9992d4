import Architecture
import OrdersInterface

/// Builds the order detail for one order: its view, its context and its flow.
///
/// The orders builder makes one and hands it to the orders flow, which attaches the detail when
/// the customer asks for one order.
@MainActor
public struct OrderDetailBuilder: Builder {
  private let dependencies: any OrderDetailDependencies

  /// Makes a builder.
  /// - Parameter dependencies: The shared services and the order history.
  public init(dependencies: any OrderDetailDependencies) {
    self.dependencies = dependencies
  }

  /// Makes the feature; the view is watched with the flow, so the leak check covers it.
  /// - Parameters:
  ///   - order: The order to show.
  ///   - listener: Hears when the order was shown, or why it could not be; held weakly.
  /// - Returns: The flow to attach.
  public func build(_ order: Order, listener: any OrderDetailListener) -> OrderDetailFlow {
    let view = OrderDetailView(console: dependencies.console)
    let context = OrderDetailContext(
      order: order, history: dependencies.history, view: view, listener: listener)
    let flow = OrderDetailFlow(context: context)
    flow.watchOnDetach(view)
    return flow
  }
}
