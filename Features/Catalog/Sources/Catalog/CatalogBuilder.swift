import Architecture
import CatalogInterface

/// Builds the catalog feature for one request: its view, its context and its flow, and chooses
/// the builder of its child, the product detail, with dependencies derived from its own.
@MainActor
public struct CatalogBuilder: Builder {
  private let dependencies: any CatalogDependencies
  private let ranking: any SearchRanking

  /// Makes a builder.
  /// - Parameters:
  ///   - dependencies: The shared services and the catalog.
  ///   - ranking: How searches order their matches; ``CatalogModule`` chooses it from the
  ///     `search` flag.
  public init(dependencies: any CatalogDependencies, ranking: any SearchRanking) {
    self.dependencies = dependencies
    self.ranking = ranking
  }

  /// Makes the feature; the view is watched with the flow, so the leak check covers it.
  /// - Parameters:
  ///   - request: What the customer wants to see.
  ///   - listener: Hears the chosen quantity and when the request is done or refused; held
  ///     weakly.
  /// - Returns: The flow to attach.
  public func build(_ request: CatalogRequest, listener: any CatalogListener) -> CatalogFlow {
    let view = CatalogView(console: dependencies.console)
    let context = CatalogContext(
      request: request, catalog: dependencies.catalog, ranking: ranking, view: view,
      logger: dependencies.logger, listener: listener)
    let detailBuilder = ProductDetailBuilder(
      dependencies: ProductDetailComponent(parent: dependencies))
    let flow = CatalogFlow(context: context, detailBuilder: detailBuilder)
    context.router = flow
    flow.watchOnDetach(view)
    return flow
  }
}
