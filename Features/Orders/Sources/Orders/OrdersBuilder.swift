import Architecture
import OrdersInterface

/// Builds the orders feature: its flow, and the order history other features (Checkout) use.
///
/// The feature reports nothing to a listener, so the listener is `Void`.
@MainActor
public struct OrdersBuilder: Builder {
  private let dependencies: any OrdersDependencies

  /// Creates a builder that will use `dependencies`.
  public init(dependencies: any OrdersDependencies) {
    self.dependencies = dependencies
  }

  /// Builds an orders flow over the stored history.
  /// - Parameters:
  ///   - listener: Nothing; the feature reports to no one.
  ///   - id: Identifies this instance; unused, there is one history.
  /// - Returns: The flow to attach and the order history.
  public func build(listener: Void, id: String) -> FeatureGraph<OrdersFlow, any OrderHistory> {
    let history = StoredOrderHistory(dependencies: dependencies)
    return FeatureGraph(
      flow: OrdersFlow(context: OrdersContext(history: history)), interface: history)
  }
}
