import AccountInterface
import Architecture
import Core

/// Where a sign-in stands.
struct SignInState: Equatable, Sendable {
  /// Which address the customer is asked for: 1 for the first, 2 after a malformed one; `nil`
  /// once nobody is asked any more.
  var attempt: Int? = 1
  /// Why the last address was refused, if it was.
  var refusal: AccountError?
  /// Who signed in.
  var user: User?
}

/// The sign-in feature's logic, a presentable context: when its flow starts, its view asks the
/// customer for an address; the answer comes back through ``SignInViewReceiver``. A malformed
/// address is shown and asked for once more; no answer, a blank one, a second malformed address
/// or an account that cannot be written ends the sign-in without anyone signed in, logged as a
/// warning.
///
/// A question holds only the console while the customer thinks, so ending the flow releases
/// the context and the view at once, and a late answer signs nobody in.
@MainActor
final class SignInContext: BaseContext, SignInViewReceiver {
  /// How many addresses the customer may give: a malformed first one is asked for again once.
  static let attempts = 2

  /// The state; the view shows each value through ``SignInViewState/init(_:)``.
  let state = StateContainer(SignInState())
  private let account: any AccountService
  private let logger: any Logger
  private let view: any SignInView
  private let listener: @MainActor (SignInOutcome) -> Void

  init(
    account: any AccountService, logger: any Logger, view: any SignInView,
    listener: @escaping @MainActor (SignInOutcome) -> Void
  ) {
    self.account = account
    self.logger = logger
    self.view = view
    self.listener = listener
  }

  override func didActivate() {
    state.subscribeOnMainActor(self) { context, state in
      context.view.show(SignInViewState(state))
    }
    .store(in: cancellables)
  }

  /// Withdraws the question when the sign-in ends, so its view stops asking.
  override func willDeactivate() {
    guard state.value.attempt != nil else { return }
    state.set(SignInState(attempt: nil))
  }

  func didAnswer(_ answer: String?) {
    guard isActive, let attempt = state.value.attempt else { return }
    guard let answer, !answer.allSatisfy(\.isWhitespace) else {
      return refuse(AccountError.notSignedIn, logging: "sign-in cancelled")
    }
    let email: EmailAddress
    do {
      email = try EmailAddress(answer)
    } catch {
      guard attempt < Self.attempts else { return refuse(error, logging: "sign-in failed") }
      return state.set(SignInState(attempt: attempt + 1, refusal: error))
    }
    do {
      let user = try account.signIn(email)
      state.set(SignInState(attempt: nil, user: user))
      listener(.signedIn(user))
    } catch {
      refuse(error, logging: "sign-in failed")
    }
  }

  private func refuse(_ error: any Error, logging summary: String) {
    logger.log(.warning, "\(summary): \(error)", source: "Account")
    state.set(SignInState(attempt: nil))
    listener(.failed(error))
  }
}
