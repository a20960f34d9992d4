/// What the catalog tells its parent. The parent (usually the app) decides what happens next,
/// for example adding the chosen product to the cart.
@MainActor
public protocol CatalogListener: AnyObject {
  /// The customer chose `product` with `quantity`.
  func catalogDidChoose(_ product: Product, quantity: Int)
}

/// Builds the catalog feature. The parent holds a builder and decides which implementation its
/// child gets; the builder's initializer receives the dependencies.
@MainActor
public protocol CatalogBuilding {
  /// Builds the catalog service.
  /// - Throws: An error naming the problem if the catalog data cannot be loaded.
  func makeCatalog() throws -> any CatalogService
}
