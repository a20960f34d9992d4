import Account
import AccountInterface
import Architecture
import Core
import CoreTesting

/// A ready dependency solver for account tests and the example: the shared test services (the
/// storage and scripted console the test chooses) and a ``StoredAccount`` over their storage.
public struct TestAccountDependencies: AccountDependencies {
  /// The shared test services.
  public let base: TestBaseDependencies
  /// The stored account behind ``account``, over the base's storage.
  public let storedAccount: StoredAccount
  /// Where the account announces who is signed in.
  public let signInChanges: Channel<SignInChanged>

  /// Creates dependencies.
  /// - Parameter base: The shared test services, with the storage and console the test
  ///   chooses.
  @MainActor
  public init(base: TestBaseDependencies = TestBaseDependencies()) {
    self.base = base
    signInChanges = Channel()
    storedAccount = StoredAccount(
      storage: base.storage, clock: base.clock, logger: base.logger, changes: signInChanges)
  }

  /// The stored account.
  public var account: any AccountService { storedAccount }
  /// The spy logger.
  public var logger: any Logger { base.logger }
  /// The fixed clock.
  public var clock: any WallClock { base.clock }
  /// The storage.
  public var storage: any DocumentStorage { base.storage }
  /// The scripted console.
  public var console: any Console { base.console }
}
