import AccountInterface
import Architecture
import Core

/// Where a sign-in stands.
struct SignInState: Equatable, Sendable {
  /// Whether the customer is asked for an address; false once someone signed in or the
  /// sign-in ended.
  var isAsking = true
  /// Why the last address was refused, if it was.
  var refusal: AccountError?
  /// Why a valid address could not sign anyone in: the account could not be written.
  var problem: String?
  /// Who signed in.
  var user: User?
}

/// The sign-in feature's logic, a presentable context: while its flow runs, its view asks the
/// customer for an address; the answers come back through ``SignInViewReceiver``. A valid
/// address signs in. A malformed one, or an account that cannot be written, is said on the
/// view, which may ask again. A blank answer, or leaving, ends the sign-in with nobody signed
/// in, failing with the reason the last address did not sign anyone in, or with
/// ``AccountInterface/AccountError/notSignedIn``; either is logged as a warning.
///
/// How often to ask is the view's to decide: a screen asks until the customer leaves, a
/// line-mode view asks twice. The view holds only the presentation and a weak receiver, so ending the
/// flow releases the context at once, and a late answer signs nobody in.
@MainActor
final class SignInContext: PresentableContext<SignInState, SignInViewState>, SignInViewReceiver {
  private let account: any AccountService
  private let logger: any Logger
  private let listener: @MainActor (FeatureEvent<User>) -> Void
  /// Why the last address did not sign anyone in: what the sign-in fails with if the customer
  /// leaves now.
  private var lastFailure: (any Error)?

  init(
    account: any AccountService, logger: any Logger,
    listener: @escaping @MainActor (FeatureEvent<User>) -> Void
  ) {
    self.account = account
    self.logger = logger
    self.listener = listener
    super.init(state: SignInState(), transform: SignInViewState.init)
  }

  func didSubmit(_ answer: String) {
    guard isActive, state.value.isAsking else { return }
    guard !answer.allSatisfy(\.isWhitespace) else {
      return end(failing: AccountError.notSignedIn, logging: "sign-in cancelled")
    }
    let email: EmailAddress
    do {
      email = try EmailAddress(answer)
    } catch {
      lastFailure = error
      return state.set(SignInState(refusal: error))
    }
    do {
      let user = try account.signIn(email)
      state.set(SignInState(isAsking: false, user: user))
      listener(.output(user))
      listener(.finished)
    } catch {
      lastFailure = error
      state.set(SignInState(problem: "\(error)"))
    }
  }

  func didRequestBack() {
    guard isActive, state.value.isAsking else { return }
    if let lastFailure {
      end(failing: lastFailure, logging: "sign-in failed")
    } else {
      end(failing: AccountError.notSignedIn, logging: "sign-in cancelled")
    }
  }

  private func end(failing error: any Error, logging summary: String) {
    logger.log(.warning, "\(summary): \(error)", source: "Account")
    state.set(SignInState(isAsking: false))
    listener(.failed(error))
  }
}
