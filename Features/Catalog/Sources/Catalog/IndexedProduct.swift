import CatalogInterface

/// A product with its name and category prepared for matching.
public struct IndexedProduct: Sendable {
  /// The product.
  public let product: Product
  let name: SearchText
  let category: SearchText

  /// Prepares `product` for matching.
  public init(_ product: Product) {
    self.product = product
    name = SearchText(product.name)
    category = SearchText(product.category)
  }
}
