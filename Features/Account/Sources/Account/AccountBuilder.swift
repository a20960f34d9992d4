import AccountInterface
import Architecture

/// Builds the account feature for one request: its view, its context and its flow.
@MainActor
public struct AccountBuilder: Builder {
  private let dependencies: any AccountDependencies

  /// Makes a builder.
  /// - Parameter dependencies: The shared services and the account.
  public init(dependencies: any AccountDependencies) {
    self.dependencies = dependencies
  }

  /// Makes the feature; the view is watched with the flow, so the leak check covers it.
  /// - Parameters:
  ///   - request: Sign in, sign out, or tell who is signed in.
  ///   - listener: Hears what changed and when the request is done or failed; held weakly.
  /// - Returns: The flow to attach.
  public func build(_ request: AccountRequest, listener: any AccountListener) -> AccountFlow {
    let view = AccountView(console: dependencies.console)
    let context = AccountContext(
      request: request, account: dependencies.account, view: view, logger: dependencies.logger,
      listener: listener)
    let flow = AccountFlow(context: context)
    flow.watchOnDetach(view)
    return flow
  }
}
