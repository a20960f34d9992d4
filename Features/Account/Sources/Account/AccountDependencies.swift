import AccountInterface
import Core

/// What the account feature needs from whoever builds it: the shared services and the account.
///
/// The app's dependency solver conforms to this protocol; tests and the example use
/// `TestAccountDependencies` from `AccountTesting`.
public protocol AccountDependencies: BaseDependencies {
  /// The account the boards sign in and out and the signed-in barrier checks; the app makes one
  /// ``StoredAccount`` and shares it with the features that need the user.
  var account: any AccountService { get }
}
