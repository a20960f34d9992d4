/// Finds a product by its SKU. Cart, Checkout and Orders use this to price lines.
public protocol ProductLookup: Sendable {
  /// The product with `sku`, or `nil` if the catalog has none.
  func product(for sku: SKU) -> Product?
}

/// Searches and browses the catalog.
public protocol ProductSearching: Sendable {
  /// Products matching every word of `query`, best match first; empty for a blank query.
  func search(_ query: String) -> [Product]
  /// Every category, sorted by name.
  func categories() -> [String]
  /// The products of `category` (matched ignoring case), sorted by name.
  func products(in category: String) -> [Product]
}

/// Everything the catalog feature offers to its parent and to other features.
public typealias CatalogService = ProductLookup & ProductSearching
