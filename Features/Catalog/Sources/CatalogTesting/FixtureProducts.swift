import Catalog
import CatalogInterface

/// A product source over a fixed list, or one that always fails.
public struct FixtureProducts: ProductSource {
  /// The products returned.
  public let products: [Product]
  /// If set, ``loadProducts()`` throws this instead.
  public let failure: CatalogLoadError?

  /// Creates a source of `products`, or one that throws `failure`.
  public init(products: [Product] = [], failure: CatalogLoadError? = nil) {
    self.products = products
    self.failure = failure
  }

  /// Returns the products, or throws the failure.
  public func loadProducts() throws(CatalogLoadError) -> [Product] {
    if let failure { throw failure }
    return products
  }
}
