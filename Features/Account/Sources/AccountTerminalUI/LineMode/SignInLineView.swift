import Account
import Architecture
import Core
import TerminalUI

/// Asks the customer for an address on the console and says who signed in. A malformed address
/// is said and asked for once more; the second, or no answer at all (a console that is not a
/// terminal, or whose input ended), ends the sign-in, as an empty answer does. A console asks
/// at most twice, so a script's answers never keep it asking.
///
/// ```
/// Sign in to continue. Email (empty to cancel): ada.example.com
/// "ada.example.com" is not an email address: it needs exactly one '@'
/// Sign in to continue. Email (empty to cancel): ada@example.com
/// Signed in as ada@example.com.
/// ```
@MainActor
final class SignInLineView: LineView {
  /// How many addresses a console asks for.
  static let attempts = 2

  private let presentation: Presentation<SignInViewState>
  private weak var receiver: (any SignInViewReceiver)?
  private let console: any Console
  private let question = ConsoleQuestion()
  private var asked = 0

  init(
    presentation: Presentation<SignInViewState>, receiver: any SignInViewReceiver,
    console: any Console
  ) {
    self.presentation = presentation
    self.receiver = receiver
    self.console = console
  }

  func didAppear() {
    ask()
  }

  func didDisappear() {
    question.withdraw()
  }

  private func ask() {
    guard let text = presentation.viewState.question else { return }
    asked += 1
    question.ask(text + " Email (empty to cancel): ", on: console) { [weak self] answer in
      self?.handle(answer)
    }
  }

  /// Hands the answer on, then says what became of it: who signed in, or why not, asking again
  /// while attempts remain.
  private func handle(_ answer: String?) {
    guard let answer else {
      receiver?.didRequestBack()
      return
    }
    receiver?.didSubmit(answer)
    let state = presentation.viewState
    if let welcome = state.welcome { console.show(welcome + "\n") }
    guard state.isAsking else { return }
    if let refusal = state.refusal, asked < Self.attempts {
      console.show(refusal + "\n")
      ask()
    } else {
      receiver?.didRequestBack()
    }
  }
}
