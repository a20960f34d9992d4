import CatalogInterface
import Foundation

/// The JSON layout of a catalog file, and its validation.
enum CatalogFileFormat {
  private struct Document: Decodable {
    var currency: String
    var products: [Entry]
  }

  private struct Entry: Decodable {
    var sku: String
    var name: String
    var price: Int
    var category: String
  }

  /// Decodes and validates a catalog: SKUs unique and non-empty, names and categories present,
  /// prices within `Money.allowedPrices`.
  static func decode(_ data: Data, path: String) throws(CatalogLoadError) -> [Product] {
    let document: Document
    do {
      document = try JSONDecoder().decode(Document.self, from: data)
    } catch DecodingError.keyNotFound(let key, let context) {
      throw CatalogLoadError.malformed(
        path: path, reason: "missing field '\(key.stringValue)'\(Self.position(context))")
    } catch DecodingError.typeMismatch(_, let context) {
      throw CatalogLoadError.malformed(path: path, reason: "wrong type\(Self.position(context))")
    } catch {
      throw CatalogLoadError.malformed(path: path, reason: "not valid JSON")
    }
    var seen = Set<SKU>()
    return try document.products.enumerated().map {
      (index, entry) throws(CatalogLoadError) -> Product in
      let sku = SKU(entry.sku.trimmingCharacters(in: .whitespaces))
      func fail(_ reason: String) -> CatalogLoadError {
        .malformed(path: path, reason: "product \(index + 1): \(reason)")
      }
      guard !sku.code.isEmpty else { throw fail("empty SKU") }
      guard seen.insert(sku).inserted else { throw fail("duplicate SKU \(sku)") }
      guard !entry.name.isEmpty, !entry.category.isEmpty else {
        throw fail("empty name or category")
      }
      guard entry.price >= 0 else { throw fail("negative price") }
      guard Money.allowedPrices.contains(entry.price) else {
        throw fail(
          "price \(entry.price) above the most a price may be, \(Money.allowedPrices.upperBound)")
      }
      return Product(
        sku: sku, name: entry.name,
        price: Money(minorUnits: entry.price, currency: document.currency),
        category: entry.category)
    }
  }

  private static func position(_ context: DecodingError.Context) -> String {
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
    return path.isEmpty ? "" : " at \(path.joined(separator: "."))"
  }
}
