import Architecture
import Cart
import CartInterface
import CatalogInterface
import Core
import CoreTesting

/// A ready dependency solver for cart tests and the example: a ``StoredCart`` over the fixture
/// catalog and in-memory storage (or the storage a test chooses), a fresh channel, recording
/// views (or the views a test chooses), a spy logger and a fixed clock.
public struct TestCartDependencies: CartDependencies {
  /// The shared test services.
  public let base: TestBaseDependencies
  /// The channel the cart announces its changes on.
  public let cartChanges: Channel<CartChanged>
  /// The stored cart behind ``cart``.
  public let storedCart: StoredCart
  /// The views made when the test chose none, which it plays the customer through.
  public let recordedViews: RecordingCartViews
  private let chosenViews: (any CartViewFactory)?

  /// Creates dependencies.
  /// - Parameters:
  ///   - productLookup: The products the cart knows; the fixtures by default.
  ///   - views: The views, such as the UI target's line view or screen; by default
  ///     ``recordedViews``.
  ///   - base: The shared test services, with the storage the test chooses.
  @MainActor
  public init(
    productLookup: any ProductLookup = CartFixtures.catalog, views: (any CartViewFactory)? = nil,
    base: TestBaseDependencies = TestBaseDependencies()
  ) {
    self.base = base
    cartChanges = Channel()
    storedCart = StoredCart(
      storage: base.storage, productLookup: productLookup, changes: cartChanges,
      logger: base.logger)
    recordedViews = RecordingCartViews()
    chosenViews = views
  }

  /// The stored cart.
  public var cart: any CartService { storedCart }
  /// The views the test chose, or the recording one.
  public var cartViews: any CartViewFactory { chosenViews ?? recordedViews }
  /// The spy logger.
  public var logger: any Logger { base.logger }
  /// The fixed clock.
  public var clock: any WallClock { base.clock }
  /// The storage.
  public var storage: any DocumentStorage { base.storage }
}
