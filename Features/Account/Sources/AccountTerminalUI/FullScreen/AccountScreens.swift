import Account
import Architecture
import TerminalUI

/// The account's screens, for an app that runs full screen in the terminal: what the app hands
/// the account as its view factory then.
public struct AccountScreens: AccountViewFactory {
  private let window: any NavigationControllable

  /// The screens of a window.
  /// - Parameter window: The app's window, where the account asks whether to sign out.
  public init(window: any NavigationControllable) {
    self.window = window
  }

  /// An ``AccountScreen``.
  public func makeAccountView(
    _ presentation: Presentation<AccountViewState>, receiver: any AccountViewReceiver
  ) -> any ViewControllable {
    AccountScreen(presentation: presentation, receiver: receiver, window: window)
  }

  /// A ``SignInScreen``, which the sign-in's board shows as a modal.
  public func makeSignInView(
    _ presentation: Presentation<SignInViewState>, receiver: any SignInViewReceiver
  ) -> any ViewControllable {
    SignInScreen(presentation: presentation, receiver: receiver)
  }
}
