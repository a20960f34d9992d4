import AccountInterface
import Core

/// Shows what the account feature did on the console, one line per request:
///
/// ```
/// Signed in as ada@example.com.
/// ```
@MainActor
final class AccountView {
  private let console: any Console

  init(console: any Console) {
    self.console = console
  }

  /// Shows who signed in.
  func showSignedIn(_ user: User) {
    console.show("Signed in as \(user.email).\n")
  }

  /// Shows that the customer signed out, or that nobody was signed in to sign out.
  func showSignedOut(wasSignedIn: Bool) {
    console.show(wasSignedIn ? "Signed out.\n" : "Nobody was signed in.\n")
  }

  /// Shows who is signed in: the address alone, so a script can read it.
  func showCurrentUser(_ user: User?) {
    console.show(user.map { "\($0.email)\n" } ?? "Not signed in.\n")
  }
}
