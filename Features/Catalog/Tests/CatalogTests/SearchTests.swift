import Catalog
import CatalogInterface
import CatalogTesting
import Testing

@Suite("Catalog search")
struct SearchTests {
  let catalog = ProductCatalog(products: CatalogFixtures.products)

  @Test("a name match ranks above a category match")
  func nameMatchesRankFirst() {
    let names = catalog.search("kitchen").map(\.name)
    #expect(names == ["Kitchen Timer", "Blue Mug", "Copper Pan", "Crème Brûlée Dish"])
  }

  @Test("matching ignores case and diacritics, both ways")
  func diacriticsAndCase() {
    #expect(catalog.search("CREME brulee").map(\.sku) == ["K-3"])
    #expect(catalog.search("crème").map(\.sku) == ["K-3"])
    #expect(catalog.search("cafe").map(\.sku) == ["O-1"])
  }

  @Test("every word of the query must match")
  func allWordsMustMatch() {
    #expect(catalog.search("mug rack").map(\.sku) == ["M-2"])
    #expect(catalog.search("mug pan").isEmpty)
  }

  @Test("words may match across name and category")
  func wordsAcrossFields() {
    #expect(catalog.search("blue kitchen").map(\.sku) == ["M-1"])
  }

  @Test("a query with no match, or no words, finds nothing")
  func noMatch() {
    #expect(catalog.search("teapot").isEmpty)
    #expect(catalog.search("").isEmpty)
    #expect(catalog.search("  -- ").isEmpty)
  }

  @Test("ties are ordered by name")
  func tiesByName() {
    #expect(catalog.search("mug").map(\.name) == ["Blue Mug", "Mug Rack"])
  }
}
