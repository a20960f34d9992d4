import Architecture
import Core
import OrdersInterface

/// What the order detail needs: the shared services and the history it counts the customer's
/// orders in.
protocol OrderDetailDependencies: BaseDependencies {
  /// The history the detail counts the customer's orders in.
  var history: any OrderHistory { get }
}

/// The order detail's dependencies, derived from the orders feature's: the same shared services,
/// and the feature's history.
struct OrderDetailComponent: OrderDetailDependencies {
  let parent: any OrdersDependencies

  var history: any OrderHistory { parent.orders }
  var logger: any Logger { parent.logger }
  var clock: any WallClock { parent.clock }
  var storage: any DocumentStorage { parent.storage }
  var console: any Console { parent.console }
}

/// What the order detail tells its parent, the orders context.
@MainActor
protocol OrderDetailListener: AnyObject {
  /// The order was shown, with where it stands among its customer's orders.
  func orderDetailDidFinish()
  /// The customer's orders could not be read; nothing was shown.
  func orderDetailDidFail(_ error: any Error)
}

/// Builds the order detail for one order: its view, its context and its flow. The orders
/// builder makes one and hands it to the orders flow.
@MainActor
struct OrderDetailBuilder: Builder {
  let dependencies: any OrderDetailDependencies

  /// Makes the feature; the view is watched with the flow, so the leak check covers it.
  /// - Parameters:
  ///   - order: The order to show.
  ///   - listener: Hears when the order was shown, or why it could not be; held weakly.
  /// - Returns: The flow to attach.
  func build(_ order: Order, listener: any OrderDetailListener) -> Flow {
    let view = OrderDetailConsoleView(console: dependencies.console)
    let context = OrderDetailContext(
      order: order, history: dependencies.history, view: view, listener: listener)
    let flow = Flow(context: context)
    flow.watchOnDetach(view)
    return flow
  }
}
