import Catalog
import CatalogInterface
import CatalogTesting
import Testing

@Suite("Catalog browsing and look-up")
struct BrowseTests {
  let catalog = CatalogFixtures.catalog

  @Test("categories are distinct and sorted")
  func categories() {
    #expect(catalog.categories() == ["Gadgets", "Kitchen", "Office", "Storage"])
  }

  @Test("browsing a category ignores case and diacritics and sorts by name")
  func browse() {
    #expect(
      catalog.products(in: "KITCHEN").map(\.name) == [
        "Blue Mug", "Copper Pan", "Crème Brûlée Dish",
      ]
    )
    let accented = ProductCatalog(products: [
      Product(
        sku: "C-1", name: "Cup", price: Money(minorUnits: 1, currency: "EUR"), category: "Café")
    ])
    #expect(accented.products(in: "cafe").map(\.sku) == ["C-1"])
    #expect(catalog.products(in: "Garden").isEmpty)
  }

  @Test("look-up by SKU ignores case and misses unknown SKUs, also through ProductLookup")
  func lookUp() {
    #expect(catalog.product(for: SKU("m-1"))?.name == "Blue Mug")
    #expect(catalog.product(for: CatalogFixtures.unknownSKU) == nil)
    let lookup: any ProductLookup = catalog
    #expect(lookup.product(for: "K-2")?.price == Money(minorUnits: 4500, currency: "EUR"))
  }

  @Test("related products are the others of the category, by name, up to the limit")
  func related() throws {
    let mug = try #require(catalog.product(for: "M-1"))
    #expect(catalog.related(to: mug, limit: 3).map(\.sku) == ["K-2", "K-3"])
    #expect(catalog.related(to: mug, limit: 1).map(\.sku) == ["K-2"])
    let rack = try #require(catalog.product(for: "M-2"))
    #expect(catalog.related(to: rack, limit: 3).isEmpty)
  }
}
