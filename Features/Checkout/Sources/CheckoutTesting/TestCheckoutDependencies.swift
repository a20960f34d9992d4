import AccountInterface
import AccountInterfaceTesting
import CartInterface
import CartInterfaceTesting
import Checkout
import Core
import CoreTesting
import OrdersInterface
import OrdersInterfaceTesting
import PaymentsInterface
import PaymentsInterfaceTesting

/// A ready dependency solver for checkout's tests and example: the interfaces' fakes, with the
/// fixture cart and a signed-in customer unless a test chooses otherwise, and recording views
/// unless it chooses the UI target's.
public struct TestCheckoutDependencies: CheckoutDependencies {
  /// The shared test services.
  public let base: TestBaseDependencies
  /// The fake cart behind ``cart``.
  public let fakeCart: FakeCart
  /// The fake order history behind ``orders``.
  public let fakeOrders: FakeOrderHistory
  /// The fake account behind ``currentUser``.
  public let fakeAccount: FakeAccount
  /// The fake payment ledger behind ``payments``; the harness's fake payment board records in it.
  public let fakePayments: FakePaymentLedger
  /// The views made when the test chose none, which it plays the customer through.
  public let recordedViews: RecordingCheckoutViews
  private let chosenViews: (any CheckoutViewFactory)?

  /// Creates dependencies over fakes.
  /// - Parameters:
  ///   - cart: The cart; by default the fixture products with the two fixture lines.
  ///   - orders: The order history; empty by default.
  ///   - account: The account; by default signed in as ``CheckoutFixtures/customerEmail``.
  ///   - payments: The payments taken under a key; none by default.
  ///   - views: The views, such as the UI target's line views or screens; by default
  ///     ``recordedViews``.
  ///   - base: The logger, clock and storage.
  @MainActor
  public init(
    cart: FakeCart = CheckoutFixtures.makeCart(),
    orders: FakeOrderHistory = FakeOrderHistory(),
    account: FakeAccount = FakeAccount(signedInAs: CheckoutFixtures.customerEmail),
    payments: FakePaymentLedger = FakePaymentLedger(), views: (any CheckoutViewFactory)? = nil,
    base: TestBaseDependencies = TestBaseDependencies()
  ) {
    fakeCart = cart
    fakeOrders = orders
    fakeAccount = account
    fakePayments = payments
    recordedViews = RecordingCheckoutViews()
    chosenViews = views
    self.base = base
  }

  /// The views the test chose, or the recording ones.
  public var checkoutViews: any CheckoutViewFactory { chosenViews ?? recordedViews }

  /// The fake cart.
  public var cart: any CartService { fakeCart }
  /// The fake order history.
  public var orders: any OrderHistory { fakeOrders }
  /// The fake account.
  public var currentUser: any CurrentUserProviding { fakeAccount }
  /// The fake payment ledger.
  public var payments: any PaymentLedger { fakePayments }
  /// The spy logger.
  public var logger: any Logger { base.logger }
  /// The fixed clock.
  public var clock: any WallClock { base.clock }
  /// The storage.
  public var storage: any DocumentStorage { base.storage }
}
