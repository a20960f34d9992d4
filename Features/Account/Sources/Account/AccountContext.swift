import AccountInterface
import Architecture
import Core

/// What the account knows: who is signed in, what the last request did, and why the last thing
/// the customer tried was refused.
struct AccountState: Equatable, Sendable {
  /// A change of who is signed in.
  enum Change: Equatable, Sendable {
    /// This customer signed in.
    case signedIn(User)
    /// The customer signed out, or there was nobody to sign out.
    case signedOut(wasSignedIn: Bool)
  }

  /// Who is signed in, as last read or changed.
  var user: User?
  /// What the last request did; nil when it only looked.
  var change: Change?
  /// Why the address the customer typed was refused.
  var refusal: AccountError?
  /// Why the account could not be read or written, as the customer reads it.
  var problem: String?
}

/// The account feature's logic, a presentable context: it reads who is signed in as it starts
/// and follows the account's channel while open; it carries out the requests its board
/// forwards (the customer's commands) and what the customer does on its view
/// (``AccountViewReceiver``). A forwarded request that fails ends the account with the error; a
/// refusal on the view (a malformed address, an account that cannot be read or written) is
/// said there, and the account stays.
@MainActor
final class AccountContext: PresentableContext<AccountState, AccountViewState>,
  AccountViewReceiver, CommandHandler
{
  private let account: any AccountService
  private let changes: Channel<SignInChanged>
  private let logger: any Logger
  private let listener: @MainActor (FeatureEvent<AccountOutput>) -> Void

  init(
    account: any AccountService, changes: Channel<SignInChanged>, logger: any Logger,
    listener: @escaping @MainActor (FeatureEvent<AccountOutput>) -> Void
  ) {
    self.account = account
    self.changes = changes
    self.logger = logger
    self.listener = listener
    super.init(state: AccountState(), transform: AccountViewState.init)
  }

  /// Reads who is signed in, and follows who signs in or out elsewhere while open (the
  /// sign-in a checkout asked for): reading only. An account that cannot be read is said on the
  /// view; a request forwarded next fails with it.
  override func didActivate() {
    do {
      state.set(AccountState(user: try account.currentUser()))
    } catch {
      state.set(AccountState(problem: "\(error)"))
    }
    changes.subscribeOnMainActor(self) { context, change in
      guard context.state.value.user != change.user else { return }
      context.state.set(AccountState(user: change.user))
    }
    .store(in: cancellables)
  }

  /// Carries out a request the board forwarded: the customer's command. One that fails ends the
  /// account with its error.
  func handle(_ request: AccountRequest) {
    guard isActive else { return }
    do {
      try carryOut(request)
    } catch {
      listener(.failed(error))
    }
  }

  func didSubmitEmail(_ text: String) {
    guard isActive else { return }
    let email: EmailAddress
    do {
      email = try EmailAddress(text)
    } catch {
      state.set(AccountState(user: state.value.user, refusal: error))
      return
    }
    change(.signIn(email))
  }

  func didRequestSignOut() {
    guard isActive else { return }
    change(.signOut)
  }

  func didRequestBack() {
    guard isActive else { return }
    listener(.finished)
  }

  /// A change the customer made on the view: a failure is said there, and the account stays.
  private func change(_ request: AccountRequest) {
    do {
      try carryOut(request)
    } catch {
      state.set(AccountState(user: state.value.user, problem: "\(error)"))
    }
  }

  /// Carries out a request: the new state is shown, a change of who is signed in is told.
  /// - Throws: The account's error, logged; nothing changed then.
  private func carryOut(_ request: AccountRequest) throws {
    do {
      let (state, output) = try result(of: request)
      self.state.set(state)
      if let output { listener(.output(output)) }
    } catch {
      logger.log(.info, "cannot carry out \(request): \(error)", source: "Account")
      throw error
    }
  }

  private func result(of request: AccountRequest) throws -> (AccountState, AccountOutput?) {
    switch request {
    case .show, .whoAmI:
      return (AccountState(user: try account.currentUser()), nil)
    case .signIn(let email):
      let user = try account.signIn(email)
      return (AccountState(user: user, change: .signedIn(user)), .signedIn(user))
    case .signOut:
      let wasSignedIn = try account.currentUser() != nil
      try account.signOut()
      return (
        AccountState(change: .signedOut(wasSignedIn: wasSignedIn)),
        wasSignedIn ? .signedOut : nil
      )
    }
  }
}
