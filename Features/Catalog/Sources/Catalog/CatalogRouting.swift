import CatalogInterface

/// What the catalog's context asks of its flow: to attach a child feature.
@MainActor
protocol CatalogRouting: AnyObject {
  /// Attaches the product detail for `product`, reporting to `listener`.
  func showDetail(of product: Product, listener: any ProductDetailListener)
}
