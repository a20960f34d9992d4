import AccountInterface
import Core

/// What the sign-in screen shows.
struct SignInViewState: Equatable, Sendable {
  /// The question for an address, when the customer is asked for one.
  var question: String?
  /// Why the last address was refused, shown above the question.
  var refusal: String?
  /// `Signed in as ada@example.com.`, once someone did.
  var welcome: String?

  /// The transform: what the screen shows for a state.
  init(_ state: SignInState) {
    question = state.attempt == nil ? nil : "Sign in to continue. Email (empty to cancel): "
    refusal = state.refusal.map { "\($0)" }
    welcome = state.user.map { "Signed in as \($0.email)." }
  }
}

/// What the sign-in context shows its state on: the console here, a sign-in screen in an app.
@MainActor
protocol SignInView: AnyObject {
  /// Receives the customer's answers; held weakly.
  var receiver: (any SignInViewReceiver)? { get set }
  /// Shows a state; a state with a question asks it.
  func show(_ state: SignInViewState)
}

/// What the customer does on the sign-in view, handed back to the context.
@MainActor
protocol SignInViewReceiver: AnyObject {
  /// The customer answered the question: an address as typed, or `nil` when nobody can answer
  /// (the console is not a terminal, or its input ended).
  func didAnswer(_ answer: String?)
}

/// Asks the customer for an address on the console and shows what became of it; a state
/// without a question withdraws the one still waiting:
///
/// ```
/// Sign in to continue. Email (empty to cancel): ada.example.com
/// "ada.example.com" is not an email address: it needs exactly one '@'
/// Sign in to continue. Email (empty to cancel): ada@example.com
/// Signed in as ada@example.com.
/// ```
@MainActor
final class SignInConsoleView: SignInView {
  weak var receiver: (any SignInViewReceiver)?
  private let console: any Console
  private let question = ConsoleQuestion()

  init(console: any Console) {
    self.console = console
  }

  func show(_ state: SignInViewState) {
    if let refusal = state.refusal { console.show(refusal + "\n") }
    if let welcome = state.welcome { console.show(welcome + "\n") }
    guard let text = state.question else { return question.withdraw() }
    question.ask(text, on: console) { [weak self] in self?.receiver?.didAnswer($0) }
  }
}
