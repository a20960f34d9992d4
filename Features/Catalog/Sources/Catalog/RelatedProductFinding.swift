import CatalogInterface

/// Finds the products a detail screen offers beside the one it shows.
///
/// ``ProductCatalog`` finds them on the product's shelf; the product detail feature needs only
/// this, not the whole catalog.
public protocol RelatedProductFinding: Sendable {
  /// Other products to offer with `product`, best first.
  /// - Parameters:
  ///   - product: The product shown.
  ///   - limit: The most products to return.
  /// - Returns: At most `limit` products, never `product` itself.
  func related(to product: Product, limit: Int) -> [Product]
}
