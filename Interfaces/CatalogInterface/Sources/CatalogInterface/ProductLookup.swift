/// Finds a product by its SKU. Cart prices its lines with it.
public protocol ProductLookup: Sendable {
  /// The product with exactly this SKU, whole (name, price and category), or `nil` if the
  /// catalog has none.
  func product(for sku: SKU) -> Product?
}
