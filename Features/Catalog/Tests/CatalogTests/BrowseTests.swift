import Catalog
import CatalogInterface
import CatalogTesting
import Testing

@Suite("Catalog browsing and look-up")
struct BrowseTests {
  let catalog = ProductCatalog(products: CatalogFixtures.products)

  @Test("categories are distinct and sorted")
  func categories() {
    #expect(catalog.categories() == ["Gadgets", "Kitchen", "Office", "Storage"])
  }

  @Test("browsing a category ignores case and sorts by name")
  func browse() {
    #expect(
      catalog.products(in: "KITCHEN").map(\.name) == [
        "Blue Mug", "Copper Pan", "Crème Brûlée Dish",
      ]
    )
    #expect(catalog.products(in: "Garden").isEmpty)
  }

  @Test("look-up by SKU ignores case and misses unknown SKUs")
  func lookUp() {
    #expect(catalog.product(for: SKU("m-1"))?.name == "Blue Mug")
    #expect(catalog.product(for: "NOPE-1") == nil)
  }
}
