import Account
import Architecture
import TerminalUI

/// The account's screens, for an app that runs full screen in the terminal: what the app hands
/// the account as its view factory then.
public struct AccountScreenFactory: AccountViewFactory {
  private let navigation: any NavigationControllable

  /// The screens, presented on a navigation: a screen stack, or the app's shell.
  /// - Parameter navigation: Where the screens present (the app's shell), and where
  ///   the account asks whether to sign out.
  public init(navigation: any NavigationControllable) {
    self.navigation = navigation
  }

  /// An ``AccountScreen``.
  public func makeAccountView(
    _ presentation: Presentation<AccountViewState>, receiver: any AccountViewReceiver
  ) -> any ViewControllable {
    AccountScreen(presentation: presentation, receiver: receiver, navigation: navigation)
  }

  /// A ``SignInScreen``, which the sign-in's board shows as a modal.
  public func makeSignInView(
    _ presentation: Presentation<SignInViewState>, receiver: any SignInViewReceiver
  ) -> any ViewControllable {
    SignInScreen(presentation: presentation, receiver: receiver)
  }
}
