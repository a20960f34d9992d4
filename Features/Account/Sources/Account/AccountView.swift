import AccountInterface
import Core

/// What the account screen shows: one line, and whether signing out is possible.
struct AccountViewState: Equatable, Sendable {
  /// `Signed in as ada@example.com.`, `Signed out.`, `Nobody was signed in.`, or, for who am I,
  /// the address alone (so a script can read it) or `Not signed in.`
  var message: String
  /// Whether a customer is signed in, so a sign-out button would be enabled.
  var canSignOut: Bool

  /// The transform: what the screen shows for a state.
  init(_ state: AccountState) {
    switch state {
    case .current(let user?): (message, canSignOut) = ("\(user.email)", true)
    case .current(nil): (message, canSignOut) = ("Not signed in.", false)
    case .signedIn(let user): (message, canSignOut) = ("Signed in as \(user.email).", true)
    case .signedOut(let wasSignedIn):
      (message, canSignOut) = (wasSignedIn ? "Signed out." : "Nobody was signed in.", false)
    }
  }
}

/// What the account's context shows its state on: the console here, a screen in an app.
@MainActor
protocol AccountView: AnyObject {
  /// Receives what the customer does on the view; held weakly.
  var receiver: (any AccountViewReceiver)? { get set }
  /// Shows a state, replacing what was shown.
  func show(_ state: AccountViewState)
}

/// What the customer does on the account's view, handed back to the context.
@MainActor
protocol AccountViewReceiver: AnyObject {
  /// The customer asked to sign out (or in, or who is signed in).
  func didRequest(_ request: AccountRequest)
}

/// Shows the account's line on the console; the customer acts through commands.
///
/// ```
/// Signed in as ada@example.com.
/// ```
@MainActor
final class AccountConsoleView: AccountView {
  weak var receiver: (any AccountViewReceiver)?
  private let console: any Console

  init(console: any Console) {
    self.console = console
  }

  func show(_ state: AccountViewState) {
    console.show(state.message + "\n")
  }
}
