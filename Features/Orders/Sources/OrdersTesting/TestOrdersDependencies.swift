import AccountInterface
import AccountInterfaceTesting
import Core
import CoreTesting
import Orders
import OrdersInterface

/// A ready dependency solver for orders tests and the example: the shared test services (the
/// storage the test chooses), a ``StoredOrderHistory`` over their
/// storage, dated by their fixed clock, a fake account, signed in as ada@example.com unless the
/// test chooses otherwise, and recording views (or the views the test chooses).
public struct TestOrdersDependencies: OrdersDependencies {
  /// The shared test services.
  public let base: TestBaseDependencies
  /// The stored history behind ``orders``, over the base's storage.
  public let storedHistory: StoredOrderHistory
  /// The fake account behind ``currentUser``.
  public let fakeAccount: FakeAccount
  /// The views made when the test chose none, which it plays the customer through.
  public let recordedViews: RecordingOrdersViews
  private let chosenViews: (any OrdersViewFactory)?

  /// Creates dependencies.
  /// - Parameters:
  ///   - views: The views, such as the UI target's line views or screens; by default
  ///     ``recordedViews``.
  ///   - base: The shared test services, with the storage the test chooses.
  ///   - account: Who is signed in; ada@example.com by default.
  @MainActor
  public init(
    views: (any OrdersViewFactory)? = nil, base: TestBaseDependencies = TestBaseDependencies(),
    account: FakeAccount = FakeAccount(signedInAs: "ada@example.com")
  ) {
    self.base = base
    fakeAccount = account
    storedHistory = StoredOrderHistory(
      storage: base.storage, clock: base.clock, logger: base.logger)
    recordedViews = RecordingOrdersViews()
    chosenViews = views
  }

  /// The stored history.
  public var orders: any OrderHistory { storedHistory }
  /// The fake account.
  public var currentUser: any CurrentUserProviding { fakeAccount }
  /// The views the test chose, or the recording ones.
  public var ordersViews: any OrdersViewFactory { chosenViews ?? recordedViews }
  /// The spy logger.
  public var logger: any Logger { base.logger }
  /// The fixed clock; advance it with `base.fixedClock.advance(by:)`.
  public var clock: any WallClock { base.clock }
  /// The storage.
  public var storage: any DocumentStorage { base.storage }
}
