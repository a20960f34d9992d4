import AccountInterface
import AccountInterfaceTesting
import Core
import CoreTesting
import Orders
import OrdersInterface

/// Orders dependencies with a history or a console a test stands in for the usual ones, and the
/// shared test services for the rest.
struct OrdersStandInDependencies: OrdersDependencies {
  let base: TestBaseDependencies
  let orders: any OrderHistory
  let console: any Console
  var currentUser: any CurrentUserProviding = FakeAccount(signedInAs: "ada@example.com")

  var logger: any Logger { base.logger }
  var clock: any WallClock { base.clock }
  var storage: any DocumentStorage { base.storage }
}
