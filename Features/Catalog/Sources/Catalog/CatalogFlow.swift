import Architecture
import CatalogInterface

/// The catalog feature's node in the flow tree. For a product request it attaches the product
/// detail, built by the builder the catalog's builder chose.
@MainActor
public final class CatalogFlow: Flow, CatalogRouting {
  private let detailBuilder: ProductDetailBuilder

  init(context: CatalogContext, detailBuilder: ProductDetailBuilder) {
    self.detailBuilder = detailBuilder
    super.init(context: context)
  }

  func showDetail(of product: Product, listener: any ProductDetailListener) {
    attach(detailBuilder.build(product, listener: listener))
  }
}
