import Architecture
import Core

/// What the catalog feature needs from its parent.
///
/// The app's dependency solver conforms to this protocol; tests and the example use
/// `TestCatalogDependencies` from `CatalogTesting`.
public protocol CatalogDependencies: BaseDependencies {
  /// Where the catalog's products come from.
  var productSource: any ProductSource { get }
  /// The feature flags; `search` chooses the search ranking.
  var flags: FlagValues { get }
}
