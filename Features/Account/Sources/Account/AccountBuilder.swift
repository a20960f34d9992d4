import AccountInterface
import Architecture
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

/// Builds the account feature for one request: its view, its context and its flow.
@MainActor
struct AccountBuilder: Builder {
  let dependencies: any AccountDependencies

  /// Makes the feature; the view is watched with the flow, so the leak check covers it.
  /// - Parameters:
  ///   - request: Sign in, sign out, or tell who is signed in.
  ///   - listener: Hears how the request ended.
  /// - Returns: The flow to attach.
  func build(_ request: AccountRequest, listener: @escaping @MainActor (AccountOutcome) -> Void)
    -> Flow
  {
    let view = AccountConsoleView(console: dependencies.console)
    let context = AccountContext(
      request: request, account: dependencies.account, logger: dependencies.logger, view: view,
      listener: listener)
    view.receiver = context
    let flow = Flow(context: context)
    flow.watchOnDetach(view)
    return flow
  }
}
