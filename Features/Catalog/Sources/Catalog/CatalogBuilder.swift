import Architecture
import CatalogInterface
import Core

/// Builds the catalog feature from its dependencies. The search ranking is chosen by the
/// ``SearchVariants`` plugin list from the flags.
@MainActor
public struct CatalogBuilder: CatalogBuilding {
  private let dependencies: any CatalogDependencies

  /// Creates a builder that will use `dependencies`.
  public init(dependencies: any CatalogDependencies) {
    self.dependencies = dependencies
  }

  /// Loads the products and builds the catalog service.
  /// - Throws: ``CatalogLoadError`` if the product source cannot be loaded.
  public func makeCatalog() throws -> any CatalogService {
    try makeProductCatalog()
  }

  /// Loads the products and builds the concrete catalog.
  /// - Throws: ``CatalogLoadError`` if the product source cannot be loaded.
  public func makeProductCatalog() throws -> ProductCatalog {
    do {
      let ranking = SearchVariants.makeList().chosen(dependencies.flags)
      let catalog = ProductCatalog(
        products: try dependencies.productSource.loadProducts(), ranking: ranking)
      dependencies.logger.log(.debug, "loaded \(catalog.count) products", source: "Catalog")
      return catalog
    } catch {
      dependencies.logger.log(.error, "\(error)", source: "Catalog")
      throw error
    }
  }
}
