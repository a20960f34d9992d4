import Core
import CoreTesting
import Orders

/// A ready dependency solver for orders tests and the example: in-memory storage (or the storage
/// a test chooses), a spy logger and a fixed clock.
public struct TestOrdersDependencies: OrdersDependencies {
  /// The shared test services.
  public let base: TestBaseDependencies
  /// The storage, the base's in-memory storage unless a test chooses another (a FileStorage).
  public let storage: any DocumentStorage

  /// Creates dependencies over `storage` (in memory by default).
  public init(
    storage: (any DocumentStorage)? = nil, base: TestBaseDependencies = TestBaseDependencies()
  ) {
    self.storage = storage ?? base.storage
    self.base = base
  }

  /// The spy logger.
  public var logger: any Logger { base.logger }
  /// The fixed clock; advance it with `base.fixedClock.advance(by:)`.
  public var clock: any WallClock { base.clock }
}
