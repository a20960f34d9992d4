import CartInterface
import CartInterfaceTesting
import Testing

@Suite("FakeCart keeps the cart's contract")
struct FakeCartContractTests {
  @Test(arguments: CartServiceContract.rules)
  func fakeCart(_ rule: CartServiceContract.Rule) async throws {
    try await rule.check { products in FakeCart(products: products) }
  }
}
