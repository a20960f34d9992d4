import Architecture
import Cart
import CartInterface
import CatalogInterface
import Core
import CoreTesting

/// A ready dependency solver for cart tests and the example: a ``StoredCart`` over the fixture
/// catalog and in-memory storage (or the storage a test chooses), a fresh channel, a spy logger,
/// a fixed clock and a scripted console.
public struct TestCartDependencies: CartDependencies {
  /// The shared test services.
  public let base: TestBaseDependencies
  /// The channel the cart announces its changes on.
  public let cartChanges: Channel<CartChanged>
  /// The stored cart behind ``cart``.
  public let storedCart: StoredCart

  /// Creates dependencies.
  /// - Parameters:
  ///   - productLookup: The products the cart knows; the fixtures by default.
  ///   - base: The shared test services, with the storage and console the test chooses.
  @MainActor
  public init(
    productLookup: any ProductLookup = CartFixtures.catalog,
    base: TestBaseDependencies = TestBaseDependencies()
  ) {
    self.base = base
    cartChanges = Channel()
    storedCart = StoredCart(
      storage: base.storage, productLookup: productLookup, changes: cartChanges,
      logger: base.logger)
  }

  /// The stored cart.
  public var cart: any CartService { storedCart }
  /// The spy logger.
  public var logger: any Logger { base.logger }
  /// The fixed clock.
  public var clock: any WallClock { base.clock }
  /// The storage.
  public var storage: any DocumentStorage { base.storage }
  /// The scripted console.
  public var console: any Console { base.console }
}
