import AccountInterface
import Architecture
import Core

/// The account feature's logic: when its flow starts, it carries out its request on the
/// account, shows the result and tells its listener what changed.
@MainActor
final class AccountContext: AbstractContext {
  private let request: AccountRequest
  private let account: any AccountService
  private let view: AccountView
  private let logger: any Logger
  private weak var listener: (any AccountListener)?

  init(
    request: AccountRequest, account: any AccountService, view: AccountView,
    logger: any Logger, listener: any AccountListener
  ) {
    self.request = request
    self.account = account
    self.view = view
    self.logger = logger
    self.listener = listener
  }

  override func didActivate() {
    do {
      try carryOut(request)
      listener?.accountDidFinish()
    } catch {
      logger.log(.error, "cannot carry out \(request): \(error)", source: "Account")
      listener?.accountDidFail(error)
    }
  }

  private func carryOut(_ request: AccountRequest) throws {
    switch request {
    case .signIn(let email):
      let user = try account.signIn(email)
      view.showSignedIn(user)
      listener?.accountDidSignIn(user)
    case .signOut:
      let wasSignedIn = try account.currentUser() != nil
      try account.signOut()
      view.showSignedOut(wasSignedIn: wasSignedIn)
      if wasSignedIn { listener?.accountDidSignOut() }
    case .whoAmI:
      view.showCurrentUser(try account.currentUser())
    }
  }
}
