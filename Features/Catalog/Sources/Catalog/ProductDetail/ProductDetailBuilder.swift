import Architecture
import CatalogInterface

/// Builds the product detail for one product: its view, its context and its flow.
///
/// The catalog's builder makes one and hands it to the catalog's flow, which attaches the
/// detail when the customer asks for a product.
@MainActor
public struct ProductDetailBuilder: Builder {
  private let dependencies: any ProductDetailDependencies

  /// Makes a builder.
  /// - Parameter dependencies: The shared services and the finder of related products.
  public init(dependencies: any ProductDetailDependencies) {
    self.dependencies = dependencies
  }

  /// Makes the feature; the view is watched with the flow, so the leak check covers it.
  /// - Parameters:
  ///   - product: The product to show.
  ///   - listener: Hears the quantity chosen, or that none was; held weakly.
  /// - Returns: The flow to attach.
  public func build(_ product: Product, listener: any ProductDetailListener) -> ProductDetailFlow {
    let view = ProductDetailView(console: dependencies.console)
    let context = ProductDetailContext(
      product: product, relatedProducts: dependencies.relatedProducts, view: view,
      listener: listener)
    let flow = ProductDetailFlow(context: context)
    flow.watchOnDetach(view)
    return flow
  }
}
