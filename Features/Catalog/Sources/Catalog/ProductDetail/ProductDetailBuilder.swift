import Architecture
import CatalogInterface
import Core

/// Finds the products a detail screen offers beside the one it shows. ``ProductCatalog`` finds
/// them on the product's shelf; the product detail needs only this, not the whole catalog.
protocol RelatedProductFinding: Sendable {
  /// Other products to offer with `product`, best first: at most `limit`, never `product`.
  func related(to product: Product, limit: Int) -> [Product]
}

/// What the product detail needs: the shared services and a way to find the products it offers
/// beside the one it shows.
protocol ProductDetailDependencies: BaseDependencies {
  /// Finds the other products the detail shows.
  var relatedProducts: any RelatedProductFinding { get }
}

/// The product detail's dependencies, derived from the catalog's: the same shared services, and
/// the catalog as the finder of related products.
struct ProductDetailComponent: ProductDetailDependencies {
  let parent: any CatalogDependencies

  var relatedProducts: any RelatedProductFinding { parent.catalog }
  var logger: any Logger { parent.logger }
  var clock: any WallClock { parent.clock }
  var storage: any DocumentStorage { parent.storage }
  var console: any Console { parent.console }
}

/// What the product detail tells its parent, the catalog's context.
@MainActor
protocol ProductDetailListener: AnyObject {
  /// The customer chose to buy `quantity` units of `product`.
  func productDetailDidChoose(_ quantity: Int, of product: Product)
  /// The customer left without choosing: an empty answer, nobody to answer, or two answers in a
  /// row that were not quantities.
  func productDetailDidSkip()
}

/// Builds the product detail for one product: its view, its context and its flow. The
/// catalog's builder makes one and hands it to the catalog's flow.
@MainActor
struct ProductDetailBuilder: Builder {
  let dependencies: any ProductDetailDependencies

  /// Makes the feature; the view is watched with the flow, so the leak check covers it.
  /// - Parameters:
  ///   - product: The product to show.
  ///   - listener: Hears the quantity chosen, or that none was; held weakly.
  /// - Returns: The flow to attach.
  func build(_ product: Product, listener: any ProductDetailListener) -> Flow {
    let view = ProductDetailConsoleView(console: dependencies.console)
    let context = ProductDetailContext(
      product: product, relatedProducts: dependencies.relatedProducts, view: view,
      listener: listener)
    view.receiver = context
    let flow = Flow(context: context)
    flow.watchOnDetach(view)
    return flow
  }
}
