import Architecture
import CatalogInterface
import CatalogTesting
import Testing

@testable import Catalog

@Suite("Catalog search, v1 (substring)")
struct SearchTests {
  let catalog = CatalogFixtures.catalog

  func search(_ query: String) -> [Product] {
    catalog.search(query, ranking: SubstringRanking())
  }

  @Test("a name match ranks above a category match")
  func nameMatchesRankFirst() {
    let names = search("kitchen").map(\.name)
    #expect(names == ["Kitchen Timer", "Blue Mug", "Copper Pan", "Crème Brûlée Dish"])
  }

  @Test("matching ignores case and diacritics, both ways")
  func diacriticsAndCase() {
    #expect(search("CREME brulee").map(\.sku) == ["K-3"])
    #expect(search("crème").map(\.sku) == ["K-3"])
    #expect(search("cafe").map(\.sku) == ["O-1"])
  }

  @Test("every word of the query must match")
  func allWordsMustMatch() {
    #expect(search("mug rack").map(\.sku) == ["M-2"])
    #expect(search("mug pan").isEmpty)
  }

  @Test("words may match across name and category")
  func wordsAcrossFields() {
    #expect(search("blue kitchen").map(\.sku) == ["M-1"])
  }

  @Test("a query with no match, or no words, finds nothing")
  func noMatch() {
    #expect(search("teapot").isEmpty)
    #expect(search("").isEmpty)
    #expect(search("  -- ").isEmpty)
  }

  @Test("ties are ordered by name")
  func tiesByName() {
    #expect(search("mug").map(\.name) == ["Blue Mug", "Mug Rack"])
  }
}

@Suite("Catalog search, v2 (word prefix)")
struct SearchVariantTests {
  let catalog = CatalogFixtures.catalog

  func search(_ query: String) -> [Product] {
    catalog.search(query, ranking: TokenPrefixRanking())
  }

  @Test("a word must start a word of the product, not sit inside one")
  func prefixOnly() {
    #expect(search("ug").isEmpty)
    #expect(search("mu").map(\.name) == ["Mug Rack", "Blue Mug"])
  }

  @Test("a whole-word match ranks above a prefix match, and an earlier word above a later one")
  func ranking() {
    #expect(
      catalog.search("mug", ranking: SubstringRanking()).map(\.name) == ["Blue Mug", "Mug Rack"])
    #expect(search("mug").map(\.name) == ["Mug Rack", "Blue Mug"])
  }

  @Test("category prefixes still match, below name matches")
  func category() {
    #expect(search("kit").map(\.name).first == "Kitchen Timer")
    #expect(search("kit").count == 4)
  }

  @Test("diacritics are folded in v2 too")
  func diacritics() {
    #expect(search("bru").map(\.sku) == ["K-3"])
  }
}

@Suite("The search variants")
@MainActor
struct SearchVariantsTests {
  let variants = SearchVariant.rankings()

  @Test("the list's keys are the flag's values, v1 first as the default")
  func keys() {
    #expect(variants.keys == [.v1, .v2])
    #expect(variants.keys.map(\.rawValue) == FlagDefinition.search.allowedValues)
    #expect(variants.defaultKey.rawValue == FlagDefinition.search.defaultValue)
  }

  @Test("the search flag chooses the ranking; v1 is the default")
  func flagChoosesVariant() throws {
    let registry = FlagRegistry([.search])
    let defaults = try registry.resolve([])
    let v2 = try registry.resolve([
      CommandLineFlagSource([FlagAssignment(name: "search", value: "v2")])
    ])
    #expect(variants.chosenKey(defaults) == .v1)
    #expect(variants.chosenKey(v2) == .v2)
    #expect(SearchVariant(v2) == .v2)
    #expect(variants.chosen(defaults) is SubstringRanking)
    #expect(variants.chosen(v2) is TokenPrefixRanking)
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
