import Catalog
import Core
import CoreTesting

/// A ready dependency solver for catalog tests and the example: the fixture catalog (or the
/// catalog a test chooses), in-memory storage, a spy logger, a fixed clock and a scripted
/// console (or the console a test chooses).
public struct TestCatalogDependencies: CatalogDependencies {
  /// The shared test services.
  public let base: TestBaseDependencies
  /// The products the feature shows.
  public let catalog: ProductCatalog
  private let chosenConsole: (any Console)?

  /// Creates dependencies.
  /// - Parameters:
  ///   - catalog: The products; the fixtures by default.
  ///   - base: The shared test services, with the storage and scripted console the test
  ///     chooses.
  ///   - console: A console to use instead of the base's scripted one, such as a
  ///     ``WaitingConsole`` for a question the test answers later.
  @MainActor
  public init(
    catalog: ProductCatalog = CatalogFixtures.catalog,
    base: TestBaseDependencies = TestBaseDependencies(), console: (any Console)? = nil
  ) {
    self.catalog = catalog
    self.base = base
    chosenConsole = console
  }

  /// The spy logger.
  public var logger: any Logger { base.logger }
  /// The fixed clock.
  public var clock: any WallClock { base.clock }
  /// The in-memory storage.
  public var storage: any DocumentStorage { base.storage }
  /// The console the test chose, or the base's scripted console.
  public var console: any Console { chosenConsole ?? base.console }
}
