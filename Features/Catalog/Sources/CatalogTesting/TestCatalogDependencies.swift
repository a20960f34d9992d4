import Architecture
import Catalog
import Core
import CoreTesting

/// A ready dependency solver for catalog tests and the example: the fixtures as products,
/// in-memory storage, a spy logger and a fixed clock.
public struct TestCatalogDependencies: CatalogDependencies {
  /// The shared test services.
  public let base: TestBaseDependencies
  /// Where products come from; the fixtures unless a test chooses otherwise.
  public let productSource: any ProductSource
  /// The feature flags; the defaults unless a test chooses otherwise.
  public let flags: FlagValues

  /// Creates dependencies serving `productSource`.
  public init(
    productSource: any ProductSource = CatalogFixtures.source,
    flags: FlagValues = FlagValues(defaults: [.search]),
    base: TestBaseDependencies = TestBaseDependencies()
  ) {
    self.productSource = productSource
    self.flags = flags
    self.base = base
  }

  /// The spy logger.
  public var logger: any Logger { base.logger }
  /// The fixed clock.
  public var clock: any WallClock { base.clock }
  /// The in-memory storage.
  public var storage: any DocumentStorage { base.storage }
}
