import Catalog
import CatalogInterface
import CatalogInterfaceTesting
import Testing

@Suite("ProductCatalog keeps the product look-up's contract")
struct ProductCatalogContractTests {
  @Test(arguments: ProductLookupContract.rules)
  func productCatalog(_ rule: ProductLookupContract.Rule) async throws {
    try await rule.check { products in ProductCatalog(products: products) }
  }
}
