import CatalogInterface
import CatalogTesting
import CoreTesting
import Foundation
import Testing

@testable import Catalog

@Suite("Catalog file loading")
struct CatalogFileTests {
  /// Writes `text` to a fresh temporary file and returns its URL.
  func file(_ text: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("catalog-\(UUID().uuidString).json")
    try Data(text.utf8).write(to: url)
    return url
  }

  @Test("the shipped catalog loads at least 40 products with unique SKUs")
  func shippedCatalog() throws {
    let products = try CatalogFile.bundled.loadProducts()
    #expect(products.count >= 40)
    #expect(Set(products.map(\.sku)).count == products.count)
    #expect(products.allSatisfy { $0.price.minorUnits > 0 && $0.price.currency == "USD" })
    let mugs = ProductCatalog(products: products).search("mug", ranking: SubstringRanking())
    #expect(mugs.first?.name.localizedCaseInsensitiveContains("mug") == true)
  }

  @Test("a file that is not JSON is reported as malformed, naming the file")
  func notJSON() throws {
    let url = try file("{ this is not json")
    #expect(throws: CatalogLoadError.malformed(path: url.path, reason: "not valid JSON")) {
      try CatalogFile(url: url).loadProducts()
    }
  }

  @Test("a product without a price is reported with its position")
  func missingField() throws {
    let url = try file(#"{"currency":"USD","products":[{"sku":"A","name":"B","category":"C"}]}"#)
    let error = #expect(throws: CatalogLoadError.self) { try CatalogFile(url: url).loadProducts() }
    #expect(error?.description.contains("missing field 'price'") == true)
    #expect(error?.description.contains(url.path) == true)
  }

  @Test("duplicate SKUs are rejected")
  func duplicateSKU() throws {
    let entry = #"{"sku":"A-1","name":"B","price":100,"category":"C"}"#
    let url = try file(#"{"currency":"USD","products":[\#(entry),\#(entry)]}"#)
    #expect(
      throws: CatalogLoadError.malformed(path: url.path, reason: "product 2: duplicate SKU A-1")
    ) { try CatalogFile(url: url).loadProducts() }
  }

  @Test("a missing file is reported as missing")
  func missingFile() {
    let url = URL(fileURLWithPath: "/nonexistent/products.json")
    #expect(throws: CatalogLoadError.missing(path: url.path)) {
      try CatalogFile(url: url).loadProducts()
    }
  }

  @Test("a catalog loads from a source, and a failing source's error names the file")
  func loadFromSource() throws {
    #expect(try ProductCatalog.load(from: CatalogFixtures.source).count == 6)
    #expect(try ProductCatalog.load(from: CatalogFile.bundled).product(for: "MUG-001") != nil)
    let failure = CatalogLoadError.missing(path: "/x.json")
    #expect(throws: failure) { try ProductCatalog.load(from: FixtureProducts(failure: failure)) }
    #expect(failure.description == "catalog file not found: /x.json")
  }
}
