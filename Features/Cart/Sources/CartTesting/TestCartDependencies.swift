import Architecture
import Cart
import CartInterface
import CatalogInterface
import Core
import CoreTesting

/// A ready dependency solver for cart tests and the example: the fixture catalog, a fresh
/// channel, in-memory storage, a spy logger and a fixed clock.
public struct TestCartDependencies: CartDependencies {
  /// The shared test services.
  public let base: TestBaseDependencies
  /// The products the cart knows; the fixtures unless a test chooses otherwise.
  public let productLookup: any ProductLookup
  /// The channel the cart publishes on.
  public let cartChanges: Channel<CartChanged>
  /// The storage, the base's in-memory storage unless a test chooses another (a FileStorage).
  public let storage: any DocumentStorage

  /// Creates dependencies over `productLookup` and `storage` (in memory by default).
  public init(
    productLookup: any ProductLookup = CartFixtures.catalog,
    cartChanges: Channel<CartChanged> = Channel(),
    storage: (any DocumentStorage)? = nil,
    base: TestBaseDependencies = TestBaseDependencies()
  ) {
    self.productLookup = productLookup
    self.cartChanges = cartChanges
    self.storage = storage ?? base.storage
    self.base = base
  }

  /// The spy logger.
  public var logger: any Logger { base.logger }
  /// The fixed clock.
  public var clock: any WallClock { base.clock }
}
