import AccountInterface
import Architecture
import Core

/// What the account screen knows after a request.
enum AccountState: Equatable, Sendable {
  /// Who is signed in, as who-am-I asked; `nil` for nobody.
  case current(User?)
  /// This customer just signed in.
  case signedIn(User)
  /// The customer signed out, or there was nobody to sign out.
  case signedOut(wasSignedIn: Bool)
}

/// How the request the account feature was built for ended.
enum AccountOutcome {
  /// The request was carried out and shown; the output says who signed in or that the customer
  /// signed out, if anyone did.
  case done(AccountOutput?)
  /// The account could not be read or written (a `StorageError`); nothing was shown.
  case failed(any Error)
}

/// The account feature's logic, a presentable context: it carries out sign-in, sign-out and
/// who-am-I on the account, owns the resulting state and shows it on its view through
/// ``AccountViewState``. The request it was built for is carried out when its flow starts;
/// requests the customer makes on the view (a sign-out button) follow while the flow runs.
@MainActor
final class AccountContext: BaseContext, AccountViewReceiver {
  /// The state; the view shows each value through ``AccountViewState/init(_:)``.
  let state = StateContainer(AccountState.current(nil))
  private let request: AccountRequest
  private let account: any AccountService
  private let logger: any Logger
  private let view: any AccountView
  private let listener: @MainActor (AccountOutcome) -> Void

  init(
    request: AccountRequest, account: any AccountService, logger: any Logger,
    view: any AccountView, listener: @escaping @MainActor (AccountOutcome) -> Void
  ) {
    self.request = request
    self.account = account
    self.logger = logger
    self.view = view
    self.listener = listener
  }

  override func didActivate() {
    let outcome = carryOut(request)
    if case .done = outcome {
      state.subscribeOnMainActor(self) { context, state in
        context.view.show(AccountViewState(state))
      }
      .store(in: cancellables)
    }
    listener(outcome)
  }

  func didRequest(_ request: AccountRequest) {
    guard isActive else { return }
    let outcome = carryOut(request)
    if case .failed = outcome { listener(outcome) }
  }

  /// Carries out a request and stores the result; a failure is logged.
  private func carryOut(_ request: AccountRequest) -> AccountOutcome {
    do {
      let (state, output) = try change(for: request)
      self.state.set(state)
      return .done(output)
    } catch {
      logger.log(.info, "cannot carry out \(request): \(error)", source: "Account")
      return .failed(error)
    }
  }

  private func change(for request: AccountRequest) throws -> (AccountState, AccountOutput?) {
    switch request {
    case .signIn(let email):
      let user = try account.signIn(email)
      return (.signedIn(user), .signedIn(user))
    case .signOut:
      let wasSignedIn = try account.currentUser() != nil
      try account.signOut()
      return (.signedOut(wasSignedIn: wasSignedIn), wasSignedIn ? .signedOut : nil)
    case .whoAmI:
      return (.current(try account.currentUser()), nil)
    }
  }
}
