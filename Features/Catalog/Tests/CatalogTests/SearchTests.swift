import Architecture
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

@Suite("Catalog search, variant v2 (word prefix)")
struct SearchVariantTests {
  let catalog = ProductCatalog(products: CatalogFixtures.products, ranking: TokenPrefixRanking())

  @Test("a word must start a word of the product, not sit inside one")
  func prefixOnly() {
    #expect(catalog.search("ug").isEmpty)
    #expect(catalog.search("mu").map(\.name) == ["Mug Rack", "Blue Mug"])
  }

  @Test("a whole-word match ranks above a prefix match, and an earlier word above a later one")
  func ranking() {
    let v1 = ProductCatalog(products: CatalogFixtures.products).search("mug")
    #expect(v1.map(\.name) == ["Blue Mug", "Mug Rack"])
    #expect(catalog.search("mug").map(\.name) == ["Mug Rack", "Blue Mug"])
  }

  @Test("category prefixes still match, below name matches")
  func category() {
    #expect(catalog.search("kit").map(\.name).first == "Kitchen Timer")
    #expect(catalog.search("kit").count == 4)
  }

  @Test("diacritics are folded in v2 too")
  func diacritics() {
    #expect(catalog.search("bru").map(\.sku) == ["K-3"])
  }

  @Test("the search flag chooses the ranking through the plugin list; v1 is the default")
  @MainActor
  func flagChoosesVariant() throws {
    let registry = FlagRegistry([.search])
    let defaults = try registry.resolve([])
    let v2 = try registry.resolve([
      CommandLineFlagSource([FlagAssignment(name: "search", value: "v2")])
    ])
    let defaultCatalog = try CatalogBuilder(dependencies: TestCatalogDependencies(flags: defaults))
      .makeCatalog()
    let variantCatalog = try CatalogBuilder(dependencies: TestCatalogDependencies(flags: v2))
      .makeCatalog()
    #expect(defaultCatalog.search("mug").map(\.name) == ["Blue Mug", "Mug Rack"])
    #expect(variantCatalog.search("mug").map(\.name) == ["Mug Rack", "Blue Mug"])
  }

  @Test("an unknown search variant is an error naming the allowed values")
  func unknownVariant() {
    let error = #expect(throws: FlagError.self) {
      try FlagRegistry([.search]).resolve([
        CommandLineFlagSource([FlagAssignment(name: "search", value: "v3")])
      ])
    }
    #expect(error?.description.contains("v1, v2") == true)
  }
}
