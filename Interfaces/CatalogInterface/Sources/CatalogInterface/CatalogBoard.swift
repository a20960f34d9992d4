import Architecture

/// What the catalog board is activated with: what the customer wants to see.
public enum CatalogRequest: Sendable, Equatable {
  /// The products matching every word, best first.
  case search(String)
  /// Every category.
  case categories
  /// The products of one category, matched ignoring case and accents.
  case category(String)
  /// One product in detail; at a terminal the customer may add it to the cart.
  case product(SKU)
}

/// What the catalog board sends out.
public enum CatalogOutput: Sendable, Equatable {
  /// The customer chose to buy this many units of a product.
  case addToCart(SKU, quantity: Int)
}

extension BoardID where Input == CatalogRequest, Output == CatalogOutput, Command == Never {
  /// The catalog: search, browse and product detail. It completes when the customer is done,
  /// and fails with a ``CatalogError`` for an unknown category or product.
  public static var catalog: Self { BoardID("catalog") }
}
