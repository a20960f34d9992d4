import Architecture
import CatalogInterface

/// Finds the products a detail screen offers beside the one it shows. ``ProductCatalog`` finds
/// them on the product's shelf; the product detail needs only this, not the whole catalog.
protocol RelatedProductFinding: Sendable {
  /// Other products to offer with `product`, best first: at most `limit`, never `product`.
  func related(to product: Product, limit: Int) -> [Product]
}

/// What the product detail needs: a way to find the products it offers beside the one it
/// shows, and its views.
protocol ProductDetailDependencies {
  /// Finds the other products the detail shows.
  var relatedProducts: any RelatedProductFinding { get }
  /// Makes the detail's view.
  var productDetailViews: any ProductDetailViewFactory { get }
}

/// The product detail's dependencies, derived from the catalog's: the catalog as the finder of
/// related products, and the catalog's view factory, which makes the detail's view too.
struct ProductDetailComponent: ProductDetailDependencies {
  let parent: any CatalogDependencies

  var relatedProducts: any RelatedProductFinding { parent.catalog }
  var productDetailViews: any ProductDetailViewFactory { parent.catalogViews }
}

/// The product detail's parent, the catalog's context: the detail tells it when the customer
/// leaves, and reports a quantity to add to the cart straight to the catalog's board through the
/// parent's listener, in the board's own output, with no hop through the parent.
@MainActor
protocol ProductDetailListener: AnyObject {
  /// Hears the catalog's outcomes for its board: the detail sends `.output(.addToCart)` here.
  var listener: @MainActor (FeatureEvent<CatalogOutput>) -> Void { get }
  /// The customer left the detail.
  func productDetailDidLeave()
}

/// Builds the product detail for one product: its context, its view and its flow. The
/// catalog's builder makes one and hands it to the catalog's flow.
@MainActor
struct ProductDetailBuilder: Builder {
  let dependencies: any ProductDetailDependencies

  /// Makes the feature.
  /// - Parameters:
  ///   - product: The product to show.
  ///   - listener: The parent: hears the customer leaving and passes on the quantities chosen;
  ///     held weakly.
  /// - Returns: The flow and the view, which the catalog's flow presents together.
  func build(_ product: Product, listener: any ProductDetailListener) -> PresentableFeature {
    let context = ProductDetailContext(
      product: product, relatedProducts: dependencies.relatedProducts, parent: listener)
    let view = dependencies.productDetailViews.makeProductDetailView(
      context.presentation, receiver: context)
    return PresentableFeature(flow: Flow(context: context), view: view)
  }
}
