import AccountInterface
import Architecture

/// Builds the sign-in feature: its view, its context and its flow.
@MainActor
public struct SignInBuilder: Builder {
  private let dependencies: any AccountDependencies

  /// Makes a builder.
  /// - Parameter dependencies: The shared services (the console asks) and the account.
  public init(dependencies: any AccountDependencies) {
    self.dependencies = dependencies
  }

  /// Makes the feature; the view is watched with the flow, so the leak check covers it.
  /// - Parameters:
  ///   - input: Nothing: the customer says who they are.
  ///   - listener: Hears who signed in, or why nobody did; held weakly.
  /// - Returns: The flow to attach; it asks as soon as it starts.
  public func build(_ input: Void, listener: any SignInListener) -> SignInFlow {
    let view = SignInView(console: dependencies.console)
    let context = SignInContext(
      account: dependencies.account, view: view, logger: dependencies.logger, listener: listener)
    let flow = SignInFlow(context: context)
    flow.watchOnDetach(view)
    return flow
  }
}
