import Core
import CoreTesting
import Orders
import OrdersInterface
import OrdersInterfaceTesting
import Testing

@Suite("StoredOrderHistory keeps the order history's contract")
struct StoredOrderHistoryContractTests {
  /// Each rule gets a fresh directory; every history the rule makes is a new instance over it.
  @Test(arguments: OrderHistoryContract.rules + OrderHistoryContract.persistenceRules)
  func storedOrderHistory(_ rule: OrderHistoryContract.Rule) async throws {
    let directory = try TemporaryDirectory(prefix: "OrdersContract")
    try await rule.check { now in
      StoredOrderHistory(
        storage: FileStorage(directory: directory.url), clock: FixedClock(now), logger: SpyLogger())
    }
  }
}
