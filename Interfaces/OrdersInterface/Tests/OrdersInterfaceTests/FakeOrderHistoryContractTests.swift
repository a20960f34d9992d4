import OrdersInterface
import OrdersInterfaceTesting
import Testing

@Suite("FakeOrderHistory keeps the order history's contract")
struct FakeOrderHistoryContractTests {
  @Test(arguments: OrderHistoryContract.rules)
  func fakeOrderHistory(_ rule: OrderHistoryContract.Rule) async throws {
    try await rule.check { now in FakeOrderHistory(date: now) }
  }
}
