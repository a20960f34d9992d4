import AccountInterface
import Core

/// Asks the customer for an address on the console and shows what became of it:
///
/// ```
/// Sign in to continue. Email (empty to cancel): ada.example.com
/// "ada.example.com" is not an email address: it needs exactly one '@'
/// Sign in to continue. Email (empty to cancel): ada@example.com
/// Signed in as ada@example.com.
/// ```
@MainActor
final class SignInView {
  /// The question, shown as a prompt.
  static let question = "Sign in to continue. Email (empty to cancel): "

  private let console: any Console

  init(console: any Console) {
    self.console = console
  }

  /// The question for an address, holding only the console: a customer who takes their time
  /// keeps neither this view nor its feature alive once the feature is gone.
  /// - Returns: Asks and returns the answer, or `nil` when nobody can answer.
  func emailQuestion() -> @MainActor () async -> String? {
    { [console] in await console.ask(Self.question) }
  }

  /// Shows why an address was refused, before the question is asked again.
  func showRefused(_ error: AccountError) {
    console.show("\(error)\n")
  }

  /// Shows who signed in.
  func showSignedIn(_ user: User) {
    console.show("Signed in as \(user.email).\n")
  }
}
