import Architecture
import OrdersInterface

/// What the order detail needs: the history it counts the customer's orders in, and its views.
protocol OrderDetailDependencies {
  /// The history the detail counts the customer's orders in.
  var history: any OrderHistory { get }
  /// Makes the detail's view.
  var orderDetailViews: any OrderDetailViewFactory { get }
}

/// The order detail's dependencies, derived from the orders feature's: the feature's history,
/// and its view factory, which makes the detail's view too.
struct OrderDetailComponent: OrderDetailDependencies {
  let parent: any OrdersDependencies

  var history: any OrderHistory { parent.orders }
  var orderDetailViews: any OrderDetailViewFactory { parent.ordersViews }
}

/// What the order detail tells its parent, the orders' context.
@MainActor
protocol OrderDetailListener: AnyObject {
  /// The customer left the detail.
  func orderDetailDidLeave()
  /// The customer's orders could not be read to count this one among them; nothing was shown.
  func orderDetailDidFail(_ error: any Error)
}

/// Builds the order detail for one order: its context, its view and its flow. The orders'
/// builder makes one and hands it to the orders' flow.
@MainActor
struct OrderDetailBuilder: Builder {
  let dependencies: any OrderDetailDependencies

  /// Makes the feature.
  /// - Parameters:
  ///   - order: The order to show.
  ///   - listener: Hears when the customer leaves, or why the order could not be shown; held
  ///     weakly.
  /// - Returns: The flow and the view, which the orders' flow presents together.
  func build(_ order: Order, listener: any OrderDetailListener) -> PresentableFeature {
    let context = OrderDetailContext(
      order: order, history: dependencies.history, listener: listener)
    let view = dependencies.orderDetailViews.makeOrderDetailView(
      context.presentation, receiver: context)
    return PresentableFeature(flow: Flow(context: context), view: view)
  }
}
