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
