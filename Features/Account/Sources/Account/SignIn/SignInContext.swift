import AccountInterface
import Architecture
import Core

/// The sign-in feature's logic: when its flow starts, it asks the customer for an address and
/// signs in with it. A malformed address is shown and asked for once more; no answer, a blank
/// one, a second malformed address or an account that cannot be written ends the sign-in
/// without anyone signed in, logged as a warning.
///
/// Each question runs in a task kept in ``cancellables``, so ending the flow while the customer
/// has not answered abandons the question: a late answer signs nobody in.
@MainActor
final class SignInContext: AbstractContext {
  /// How many addresses the customer may give: a malformed first one is asked for again once.
  static let attempts = 2

  private let account: any AccountService
  private let view: SignInView
  private let logger: any Logger
  private weak var listener: (any SignInListener)?

  init(
    account: any AccountService, view: SignInView, logger: any Logger,
    listener: any SignInListener
  ) {
    self.account = account
    self.view = view
    self.logger = logger
    self.listener = listener
  }

  override func didActivate() {
    ask(attempt: 1)
  }

  /// Asks in a task that holds only the question while the customer thinks, so ending the
  /// flow releases the context and the view at once; a late answer finds nobody.
  private func ask(attempt: Int) {
    let question = view.emailQuestion()
    cancellables.addTask { [weak self] in
      let answer = await question()
      guard !Task.isCancelled else { return }
      self?.answered(answer, attempt: attempt)
    }
  }

  private func answered(_ answer: String?, attempt: Int) {
    guard let answer, !answer.allSatisfy(\.isWhitespace) else {
      return refuse(AccountError.notSignedIn, logging: "sign-in cancelled")
    }
    let email: EmailAddress
    do {
      email = try EmailAddress(answer)
    } catch {
      guard attempt < Self.attempts else { return refuse(error, logging: "sign-in failed") }
      view.showRefused(error)
      return ask(attempt: attempt + 1)
    }
    do {
      let user = try account.signIn(email)
      view.showSignedIn(user)
      listener?.signInDidSucceed(user)
    } catch {
      refuse(error, logging: "sign-in failed")
    }
  }

  private func refuse(_ error: any Error, logging summary: String) {
    logger.log(.warning, "\(summary): \(error)", source: "Account")
    listener?.signInDidFail(error)
  }
}
