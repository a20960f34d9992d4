import Core
import OrdersInterface

/// The order detail's dependencies, derived from the orders feature's: the same shared services,
/// and the feature's history, where the detail counts the customer's orders.
struct OrderDetailComponent: OrderDetailDependencies {
  private let parent: any OrdersDependencies

  /// Derives the child's dependencies.
  /// - Parameter parent: The orders feature's dependencies.
  init(parent: any OrdersDependencies) {
    self.parent = parent
  }

  /// The orders feature's history.
  var history: any OrderHistory { parent.orders }
  var logger: any Logger { parent.logger }
  var clock: any WallClock { parent.clock }
  var storage: any DocumentStorage { parent.storage }
  var console: any Console { parent.console }
}
