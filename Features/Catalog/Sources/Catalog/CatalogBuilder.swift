import Architecture
import CatalogInterface
import Core

/// What the catalog feature needs from whoever builds it: the shared services, the catalog and
/// the views.
///
/// The app's dependency solver conforms to this protocol; tests and the example use
/// `TestCatalogDependencies` from `CatalogTesting`.
public protocol CatalogDependencies: BaseDependencies {
  /// The products the feature searches and shows; the app loads one ``ProductCatalog`` and
  /// shares it with the cart, which prices its lines with it.
  var catalog: ProductCatalog { get }
  /// Makes the catalog's views: the app's UI target supplies terminal screens full screen and
  /// views that print in line mode.
  var catalogViews: any CatalogViewFactory { get }
}

/// Builds the catalog feature for one request: its context, its view from the app's factory,
/// and its flow, with the builder of its child, the product detail, which it is given.
@MainActor
struct CatalogBuilder {
  let dependencies: any CatalogDependencies
  /// How searches order their matches; ``CatalogModule`` chooses it from the `search` flag.
  let ranking: any SearchRanking
  /// Builds the child, the product detail: ``CatalogModule`` gives the real one, a test a fake.
  let detail: AnyBuilder<Product, any ProductDetailListener, PresentableFeature>

  /// Makes the feature.
  /// - Parameters:
  ///   - request: What the customer wants to see first.
  ///   - listener: Hears the quantities chosen in a product's detail, and how the catalog
  ///     ended.
  /// - Returns: The flow and the view, which the board presents together.
  func build(
    _ request: CatalogRequest,
    listener: @escaping @MainActor (FeatureEvent<CatalogOutput>) -> Void
  ) -> PresentableFeature {
    let context = CatalogContext(
      request: request, catalog: dependencies.catalog, ranking: ranking,
      logger: dependencies.logger, listener: listener)
    let view = dependencies.catalogViews.makeCatalogView(context.presentation, receiver: context)
    let flow = CatalogFlow(context: context, detail: detail)
    return PresentableFeature(flow: flow, view: view)
  }
}
