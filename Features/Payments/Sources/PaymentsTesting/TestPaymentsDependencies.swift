import AccountInterface
import AccountInterfaceTesting
import Core
import CoreTesting
import Payments

/// A ready dependency solver for payments tests and the example: a fake account (signed in as
/// `ada@example.com` unless a test chooses otherwise), `example.com` allowed to pay by invoice,
/// recording views (or the views a test chooses), and the shared test services (in-memory
/// storage, a spy logger, and a fixed clock at 2026-01-15 10:00 UTC).
public struct TestPaymentsDependencies: PaymentsDependencies {
  /// The shared test services.
  public let base: TestBaseDependencies
  /// The fake account behind ``currentUser``.
  public let account: FakeAccount
  /// The email domains allowed to pay by invoice.
  public let invoiceDomains: Set<String>
  /// The views made when the test chose none, which it plays the customer through.
  public let recordedViews: RecordingPaymentsViews
  private let chosenViews: (any PaymentsViewFactory)?

  /// Creates dependencies.
  /// - Parameters:
  ///   - account: Who is signed in; `ada@example.com` by default.
  ///   - invoiceDomains: The domains allowed to pay by invoice; `example.com` by default.
  ///   - views: The views, such as the UI target's line views or screens; by default
  ///     ``recordedViews``.
  ///   - base: The shared test services, with the clock the test chooses.
  @MainActor
  public init(
    account: FakeAccount = FakeAccount(signedInAs: "ada@example.com"),
    invoiceDomains: Set<String> = ["example.com"], views: (any PaymentsViewFactory)? = nil,
    base: TestBaseDependencies = TestBaseDependencies()
  ) {
    self.account = account
    self.invoiceDomains = invoiceDomains
    recordedViews = RecordingPaymentsViews()
    chosenViews = views
    self.base = base
  }

  /// The views the test chose, or the recording ones.
  public var paymentsViews: any PaymentsViewFactory { chosenViews ?? recordedViews }

  /// The fake account, as the current-user provider.
  public var currentUser: any CurrentUserProviding { account }
  /// The spy logger.
  public var logger: any Logger { base.logger }
  /// The fixed clock.
  public var clock: any WallClock { base.clock }
  /// The storage.
  public var storage: any DocumentStorage { base.storage }
}
