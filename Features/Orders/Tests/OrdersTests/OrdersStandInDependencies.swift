import AccountInterface
import AccountInterfaceTesting
import Core
import CoreTesting
import Orders
import OrdersInterface
import OrdersTerminalUI
import TerminalUI

/// Orders dependencies with a history or a console a test stands in for the usual ones, the
/// line views on that console, and the shared test services for the rest.
struct OrdersStandInDependencies: OrdersDependencies {
  let base: TestBaseDependencies
  let orders: any OrderHistory
  let console: any Console
  let currentUser: any CurrentUserProviding = FakeAccount(signedInAs: "ada@example.com")
  /// The views the test chose, or the line views on the console it stands in.
  let ordersViews: any OrdersViewFactory

  @MainActor
  init(
    base: TestBaseDependencies, orders: any OrderHistory, console: any Console,
    views: (any OrdersViewFactory)? = nil
  ) {
    self.base = base
    self.orders = orders
    self.console = console
    ordersViews = views ?? OrdersLineViewFactory(console: console)
  }

  var logger: any Logger { base.logger }
  var clock: any WallClock { base.clock }
  var storage: any DocumentStorage { base.storage }
}
