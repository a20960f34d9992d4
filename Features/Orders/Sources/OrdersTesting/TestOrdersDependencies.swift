import Core
import CoreTesting
import Orders
import OrdersInterface

/// A ready dependency solver for orders tests and the example: the shared test services (the
/// storage and scripted console the test chooses) and a ``StoredOrderHistory`` over their
/// storage, dated by their fixed clock.
public struct TestOrdersDependencies: OrdersDependencies {
  /// The shared test services.
  public let base: TestBaseDependencies
  /// The stored history behind ``orders``, over the base's storage.
  public let storedHistory: StoredOrderHistory

  /// Creates dependencies.
  /// - Parameter base: The shared test services, with the storage and console the test
  ///   chooses.
  @MainActor
  public init(base: TestBaseDependencies = TestBaseDependencies()) {
    self.base = base
    storedHistory = StoredOrderHistory(
      storage: base.storage, clock: base.clock, logger: base.logger)
  }

  /// The stored history.
  public var orders: any OrderHistory { storedHistory }
  /// The spy logger.
  public var logger: any Logger { base.logger }
  /// The fixed clock; advance it with `base.fixedClock.advance(by:)`.
  public var clock: any WallClock { base.clock }
  /// The storage.
  public var storage: any DocumentStorage { base.storage }
  /// The scripted console.
  public var console: any Console { base.console }
}
