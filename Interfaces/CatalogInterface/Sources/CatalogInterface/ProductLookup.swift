/// Finds a product by its SKU. Cart prices its lines with it.
public protocol ProductLookup: Sendable {
  /// The product with `sku`, or `nil` if the catalog has none.
  func product(for sku: SKU) -> Product?
}
