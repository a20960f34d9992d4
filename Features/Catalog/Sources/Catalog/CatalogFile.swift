import CatalogInterface
import Foundation

/// Products read from a JSON catalog file.
///
/// The file holds `{"currency": "USD", "products": [{"sku", "name", "price", "category"}]}`,
/// with prices in minor units.
public struct CatalogFile: ProductSource {
  /// The file to read.
  public let url: URL

  /// Reads products from the file at `url`.
  public init(url: URL) {
    self.url = url
  }

  /// The catalog shipped with this package as a resource.
  public static var bundled: CatalogFile {
    let url =
      Bundle.module.url(forResource: "products", withExtension: "json")
      ?? Bundle.module.bundleURL.appendingPathComponent("products.json")
    return CatalogFile(url: url)
  }

  /// Reads and validates the file.
  /// - Returns: The products, in the file's order.
  /// - Throws: ``CatalogLoadError/missing(path:)`` when there is no file,
  ///   ``CatalogLoadError/malformed(path:reason:)`` when it is not a valid catalog.
  public func loadProducts() throws(CatalogLoadError) -> [Product] {
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw .missing(path: url.path)
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .malformed(path: url.path, reason: "cannot be read")
    }
    return try CatalogFileFormat.decode(data, path: url.path)
  }
}
