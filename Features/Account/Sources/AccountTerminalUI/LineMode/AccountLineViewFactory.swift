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

  /// An ``AccountLineView``.
  public func makeAccountView(
    _ presentation: Presentation<AccountViewState>, receiver: any AccountViewReceiver
  ) -> any ViewControllable {
    AccountLineView(presentation: presentation, receiver: receiver, console: console)
  }

  /// A ``SignInLineView``.
  public func makeSignInView(
    _ presentation: Presentation<SignInViewState>, receiver: any SignInViewReceiver
  ) -> any ViewControllable {
    SignInLineView(presentation: presentation, receiver: receiver, console: console)
  }
}

/// Prints the result of the command in one line, then leaves: what the command changed, or who
/// is signed in. The customer acts through commands, not through this view.
///
/// ```
/// Signed in as ada@example.com.
/// ```
///
/// `whoami` prints the address alone, so a script can read it, or `Not signed in.`
@MainActor
final class AccountLineView: LineView {
  private let presentation: Presentation<AccountViewState>
  private weak var receiver: (any AccountViewReceiver)?
  private let console: any Console

  init(
    presentation: Presentation<AccountViewState>, receiver: any AccountViewReceiver,
    console: any Console
  ) {
    self.presentation = presentation
    self.receiver = receiver
    self.console = console
  }

  func didAppear() {
    let state = presentation.viewState
    console.show((state.problem ?? state.change ?? state.whoIsSignedIn) + "\n")
    receiver?.didRequestBack()
  }
}
