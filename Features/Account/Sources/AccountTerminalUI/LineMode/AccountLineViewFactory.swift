import Account
import Architecture
import Core
import TerminalUI

/// The account's views in line mode: they print on the console what the account commands
/// show, and the sign-in asks there. What an app hands the account as its view factory when it
/// runs a command rather than a screen.
public struct AccountLineViewFactory: AccountViewFactory {
  private let console: any Console

  /// The views on a console.
  /// - Parameter console: Where they print and ask.
  public init(console: any Console) {
    self.console = console
  }

  /// Prints the command's result (``AccountText``), then leaves.
  public func makeAccountView(
    _ presentation: Presentation<AccountViewState>, receiver: any AccountViewReceiver
  ) -> any ViewControllable {
    PrintedLineView(presentation, on: console, text: AccountText.text) { [weak receiver] in
      receiver?.didRequestBack()
    }
  }

  /// A ``SignInLineView``.
  public func makeSignInView(
    _ presentation: Presentation<SignInViewState>, receiver: any SignInViewReceiver
  ) -> any ViewControllable {
    SignInLineView(presentation: presentation, receiver: receiver, console: console)
  }
}

/// The account command's result as line mode prints it, in one line: what the command changed,
/// or who is signed in. The customer acts through commands, not through this view.
///
/// ```
/// Signed in as ada@example.com.
/// ```
///
/// `whoami` prints the address alone, so a script can read it, or `Not signed in.`
enum AccountText {
  static func text(_ state: AccountViewState) -> String {
    (state.problem ?? state.change ?? state.whoIsSignedIn) + "\n"
  }
}
