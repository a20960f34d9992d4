import Catalog
import Core
import CoreTesting

/// A ready dependency solver for catalog tests and the example: the fixture catalog (or the
/// catalog a test chooses), recording views (or the views a test chooses), in-memory storage,
/// a spy logger and a fixed clock.
public struct TestCatalogDependencies: CatalogDependencies {
  /// The shared test services.
  public let base: TestBaseDependencies
  /// The products the feature shows.
  public let catalog: ProductCatalog
  /// The views made when the test chose none, which it plays the customer through.
  public let recordedViews: RecordingCatalogViews
  private let chosenViews: (any CatalogViewFactory)?

  /// Creates dependencies.
  /// - Parameters:
  ///   - catalog: The products; the fixtures by default.
  ///   - views: The views, such as the UI target's line views or screens; by default
  ///     ``recordedViews``.
  ///   - base: The shared test services, with the storage the test chooses.
  @MainActor
  public init(
    catalog: ProductCatalog = CatalogFixtures.catalog, views: (any CatalogViewFactory)? = nil,
    base: TestBaseDependencies = TestBaseDependencies()
  ) {
    self.catalog = catalog
    self.base = base
    recordedViews = RecordingCatalogViews()
    chosenViews = views
  }

  /// The views the test chose, or the recording ones.
  public var catalogViews: any CatalogViewFactory { chosenViews ?? recordedViews }
  /// The spy logger.
  public var logger: any Logger { base.logger }
  /// The fixed clock.
  public var clock: any WallClock { base.clock }
  /// The in-memory storage.
  public var storage: any DocumentStorage { base.storage }
}
