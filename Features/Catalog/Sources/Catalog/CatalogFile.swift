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

/// Why the catalog could not be loaded. Each case names the file.
public enum CatalogLoadError: Error, Equatable, CustomStringConvertible {
  /// The catalog file does not exist.
  case missing(path: String)
  /// The catalog file exists but its content is not a valid catalog.
  case malformed(path: String, reason: String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .missing(let path): "catalog file not found: \(path)"
    case .malformed(let path, let reason): "catalog file \(path) is malformed: \(reason)"
    }
  }
}

/// Loads the products the catalog offers.
public protocol ProductSource: Sendable {
  /// Loads every product.
  /// - Returns: The products, in the source's order.
  /// - Throws: ``CatalogLoadError`` naming the file and the problem.
  func loadProducts() throws(CatalogLoadError) -> [Product]
}
