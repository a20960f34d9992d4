import Account
import Architecture
import ArchitectureTesting

/// The account's and the sign-in's views for tests: each made as a `SpyView`, kept weakly, so a
/// test plays the customer through the receiver the feature gave its view and reads the
/// presentation.
///
/// ```swift
/// let views = RecordingAccountViews()
/// // ... the account board runs with TestAccountDependencies(views: views) ...
/// views.account?.receiver?.didSubmitEmail("ada@example.com")
/// #expect(views.account?.presentation.viewState.customer == "ada@example.com")
/// ```
@MainActor
public final class RecordingAccountViews: AccountViewFactory {
  /// The last account view made, while its feature runs.
  public private(set) weak var account: SpyView<AccountViewState, any AccountViewReceiver>?
  /// The last sign-in view made, while its feature runs.
  public private(set) weak var signIn: SpyView<SignInViewState, any SignInViewReceiver>?

  /// A factory that has made nothing yet.
  public init() {}

  /// Makes and keeps an account view.
  public func makeAccountView(
    _ presentation: Presentation<AccountViewState>, receiver: any AccountViewReceiver
  ) -> any ViewControllable {
    let view = SpyView("AccountView", presentation: presentation, receiver: receiver)
    account = view
    return view
  }

  /// Makes and keeps a sign-in view.
  public func makeSignInView(
    _ presentation: Presentation<SignInViewState>, receiver: any SignInViewReceiver
  ) -> any ViewControllable {
    let view = SpyView("SignInView", presentation: presentation, receiver: receiver)
    signIn = view
    return view
  }
}
