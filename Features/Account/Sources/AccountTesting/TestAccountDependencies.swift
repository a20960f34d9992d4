import Account
import AccountInterface
import Architecture
import Core
import CoreTesting

/// A ready dependency solver for account tests and the example: the shared test services (the
/// storage the test chooses), a ``StoredAccount`` over their storage, and
/// recording views (or the views a test chooses).
public struct TestAccountDependencies: AccountDependencies {
  /// The shared test services.
  public let base: TestBaseDependencies
  /// The stored account behind ``account``, over the base's storage.
  public let storedAccount: StoredAccount
  /// Where the account announces who is signed in.
  public let signInChanges: Channel<SignInChanged>
  /// The views made when the test chose none, which it plays the customer through.
  public let recordedViews: RecordingAccountViews
  private let chosenViews: (any AccountViewFactory)?

  /// Creates dependencies.
  /// - Parameters:
  ///   - views: The views, such as the UI target's line views or screens; by default
  ///     ``recordedViews``.
  ///   - base: The shared test services, with the storage the test chooses.
  @MainActor
  public init(
    views: (any AccountViewFactory)? = nil, base: TestBaseDependencies = TestBaseDependencies()
  ) {
    self.base = base
    signInChanges = Channel()
    storedAccount = StoredAccount(
      storage: base.storage, clock: base.clock, logger: base.logger, changes: signInChanges)
    recordedViews = RecordingAccountViews()
    chosenViews = views
  }

  /// The stored account.
  public var account: any AccountService { storedAccount }
  /// The views the test chose, or the recording ones.
  public var accountViews: any AccountViewFactory { chosenViews ?? recordedViews }
  /// The spy logger.
  public var logger: any Logger { base.logger }
  /// The fixed clock.
  public var clock: any WallClock { base.clock }
  /// The storage.
  public var storage: any DocumentStorage { base.storage }
}
