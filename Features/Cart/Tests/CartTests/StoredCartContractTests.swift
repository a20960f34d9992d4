import Architecture
import Cart
import CartInterface
import CartInterfaceTesting
import CatalogInterfaceTesting
import Core
import CoreTesting
import Testing

@Suite("StoredCart keeps the cart's contract")
struct StoredCartContractTests {
  /// Each rule gets a fresh directory; every cart the rule makes is a new instance over it.
  @Test(arguments: CartServiceContract.rules + CartServiceContract.persistenceRules)
  func storedCart(_ rule: CartServiceContract.Rule) async throws {
    let directory = try TemporaryDirectory(prefix: "CartContract")
    try await rule.check { products in
      StoredCart(
        storage: FileStorage(directory: directory.url),
        productLookup: StubCatalog(products: products), changes: Channel(), logger: SpyLogger())
    }
  }
}
