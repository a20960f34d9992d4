import CatalogInterface

/// A product with its name and category prepared for matching.
struct IndexedProduct: Sendable {
  /// The product.
  let product: Product
  let name: SearchText
  let category: SearchText

  /// Prepares `product` for matching.
  init(_ product: Product) {
    self.product = product
    name = SearchText(product.name)
    category = SearchText(product.category)
  }
}
