import Architecture
import CatalogInterface

/// What the catalog's context asks of its flow: to show a child feature.
@MainActor
protocol CatalogRouting: AnyObject {
  /// Attaches the product detail for `product`, reporting to `listener`.
  func showDetail(of product: Product, listener: any ProductDetailListener)
}

/// The catalog feature's node in the flow tree. For a product it attaches the product detail,
/// built by the builder the catalog's builder chose.
@MainActor
final class CatalogFlow: Flow, CatalogRouting {
  private let detail: ProductDetailBuilder

  init(context: CatalogContext, detail: ProductDetailBuilder) {
    self.detail = detail
    super.init(context: context)
  }

  func showDetail(of product: Product, listener: any ProductDetailListener) {
    attach(detail.build(product, listener: listener))
  }
}
