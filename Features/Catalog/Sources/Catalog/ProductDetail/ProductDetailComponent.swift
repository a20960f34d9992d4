import Core

/// The product detail's dependencies, derived from the catalog's: the same shared services, and
/// the catalog as the finder of related products.
struct ProductDetailComponent: ProductDetailDependencies {
  private let parent: any CatalogDependencies

  /// Derives the child's dependencies.
  /// - Parameter parent: The catalog feature's dependencies.
  init(parent: any CatalogDependencies) {
    self.parent = parent
  }

  /// The catalog, which finds products on the same shelf.
  var relatedProducts: any RelatedProductFinding { parent.catalog }
  var logger: any Logger { parent.logger }
  var clock: any WallClock { parent.clock }
  var storage: any DocumentStorage { parent.storage }
  var console: any Console { parent.console }
}
