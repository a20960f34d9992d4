import Architecture
import OrdersInterface

/// The order history's node in the app's flow tree.
@MainActor
public final class OrdersFlow: Flow {
  /// The flow's context, with its concrete type.
  public let ordersContext: OrdersContext

  /// Creates the flow around `context`.
  public init(context: OrdersContext) {
    ordersContext = context
    super.init(context: context)
  }

  /// The history this flow shows.
  public var history: any OrderHistory { ordersContext.history }
}
