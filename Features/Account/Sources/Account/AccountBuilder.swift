import AccountInterface
import Architecture
import Core

/// What the account feature needs from whoever builds it: the shared services, the account and
/// the views.
///
/// The app's dependency solver conforms to this protocol; tests and the example use
/// `TestAccountDependencies` from `AccountTesting`.
public protocol AccountDependencies: BaseDependencies {
  /// The account the boards sign in and out and the signed-in barrier checks; the app makes one
  /// ``StoredAccount`` and shares it with the features that need the user.
  var account: any AccountService { get }
  /// Where the account announces who is signed in, which an open account follows: the app
  /// makes the channel and gives it to the ``StoredAccount`` it makes.
  var signInChanges: Channel<SignInChanged> { get }
  /// Makes the account's and the sign-in's views: the app's UI target supplies terminal screens
  /// full screen and views that print in line mode.
  var accountViews: any AccountViewFactory { get }
}

/// Builds the account feature: its context, its view from the app's factory, and a plain flow.
@MainActor
struct AccountBuilder: Builder {
  let dependencies: any AccountDependencies

  /// Makes the feature; the board forwards it the requests to carry out.
  /// - Parameter listener: Hears who signed in or out, that the customer left, or that a
  ///   request could not be carried out.
  /// - Returns: The flow and the view, which the board presents together.
  func build(_ input: Void, listener: @escaping @MainActor (FeatureEvent<AccountOutput>) -> Void)
    -> PresentableFeature
  {
    let context = AccountContext(
      account: dependencies.account, changes: dependencies.signInChanges,
      logger: dependencies.logger, listener: listener)
    let view = dependencies.accountViews.makeAccountView(context.presentation, receiver: context)
    return PresentableFeature(flow: Flow(context: context), view: view)
  }
}
