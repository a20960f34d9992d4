import AccountInterface
import Architecture

/// Builds the sign-in feature: its context, its view from the app's factory, and a plain flow.
/// It needs what the account feature needs, so it takes the account's dependencies; its view
/// comes from the account's view factory, which makes the sign-in's too.
@MainActor
struct SignInBuilder: Builder {
  let dependencies: any AccountDependencies

  /// Makes the feature.
  /// - Parameters:
  ///   - input: Nothing: the customer says who they are.
  ///   - listener: Hears who signed in, or why nobody did.
  /// - Returns: The flow and the view, which the board presents together; the view asks as
  ///   soon as it is shown.
  func build(_ input: Void, listener: @escaping @MainActor (FeatureEvent<User>) -> Void)
    -> PresentableFeature
  {
    let context = SignInContext(
      account: dependencies.account, logger: dependencies.logger, listener: listener)
    let view = dependencies.accountViews.makeSignInView(context.presentation, receiver: context)
    return PresentableFeature(flow: Flow(context: context), view: view)
  }
}
