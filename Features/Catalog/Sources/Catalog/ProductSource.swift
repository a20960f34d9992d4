import CatalogInterface

/// Loads the products the catalog offers.
public protocol ProductSource: Sendable {
  /// Loads every product.
  /// - Returns: The products, in the source's order.
  /// - Throws: ``CatalogLoadError`` naming the file and the problem.
  func loadProducts() throws(CatalogLoadError) -> [Product]
}
