import AccountInterface
import Architecture

/// How a sign-in ended.
enum SignInOutcome {
  /// The customer gave a valid address and is now signed in.
  case signedIn(User)
  /// Nobody signed in: no answer (``AccountInterface/AccountError/notSignedIn``), a second
  /// malformed address (``AccountInterface/AccountError/malformedEmail(_:reason:)``) or an
  /// account that could not be written (a `StorageError`).
  case failed(any Error)
}

/// Builds the sign-in feature: its view, its context and its flow. It needs what the account
/// feature needs, so it takes the account's dependencies.
@MainActor
struct SignInBuilder: Builder {
  let dependencies: any AccountDependencies

  /// Makes the feature; the view is watched with the flow, so the leak check covers it.
  /// - Parameters:
  ///   - input: Nothing: the customer says who they are.
  ///   - listener: Hears who signed in, or why nobody did.
  /// - Returns: The flow to attach; it asks as soon as it starts.
  func build(_ input: Void, listener: @escaping @MainActor (SignInOutcome) -> Void) -> Flow {
    let view = SignInConsoleView(console: dependencies.console)
    let context = SignInContext(
      account: dependencies.account, logger: dependencies.logger, view: view, listener: listener)
    view.receiver = context
    let flow = Flow(context: context)
    flow.watchOnDetach(view)
    return flow
  }
}
