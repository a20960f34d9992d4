import CatalogInterface
import CatalogInterfaceTesting
import Testing

@Suite("StubCatalog keeps the product look-up's contract")
struct StubCatalogContractTests {
  @Test(arguments: ProductLookupContract.rules)
  func stubCatalog(_ rule: ProductLookupContract.Rule) async throws {
    try await rule.check { products in StubCatalog(products: products) }
  }
}
