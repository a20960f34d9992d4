import Architecture
import CatalogInterface
import Core

/// What the catalog feature needs from whoever builds it: the shared services and the catalog.
///
/// The app's dependency solver conforms to this protocol; tests and the example use
/// `TestCatalogDependencies` from `CatalogTesting`.
public protocol CatalogDependencies: BaseDependencies {
  /// The products the feature searches and shows; the app loads one ``ProductCatalog`` and
  /// shares it with the cart, which prices its lines with it.
  var catalog: ProductCatalog { get }
}

/// Builds the catalog feature for one request: its view, its context and its flow, and chooses
/// the builder of its child, the product detail, with dependencies derived from its own.
@MainActor
struct CatalogBuilder: Builder {
  let dependencies: any CatalogDependencies
  /// How searches order their matches; ``CatalogModule`` chooses it from the `search` flag.
  let ranking: any SearchRanking

  /// Makes the feature; the view is watched with the flow, so the leak check covers it.
  /// - Parameters:
  ///   - request: What the customer wants to see.
  ///   - listener: Hears how the request ended, with the quantity chosen in a product detail.
  /// - Returns: The flow to attach.
  func build(_ request: CatalogRequest, listener: @escaping @MainActor (CatalogOutcome) -> Void)
    -> Flow
  {
    let view = CatalogConsoleView(console: dependencies.console)
    let context = CatalogContext(
      request: request, catalog: dependencies.catalog, ranking: ranking,
      logger: dependencies.logger, view: view, listener: listener)
    view.receiver = context
    let detail = ProductDetailBuilder(dependencies: ProductDetailComponent(parent: dependencies))
    let flow = CatalogFlow(context: context, detail: detail)
    context.router = flow
    flow.watchOnDetach(view)
    return flow
  }
}
