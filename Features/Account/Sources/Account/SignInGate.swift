import AccountInterface
import Architecture
import Core

/// The logic of the "signed-in" barrier: its check, and its sign-in step.
@MainActor
struct SignInGate {
  let account: any AccountService
  let logger: any Logger
  let askForEmail: @MainActor () async -> String?
  let explain: @MainActor (String) -> Void

  /// Whether someone is signed in; an unreadable account counts as nobody, and is logged.
  func isSignedIn() -> Bool {
    do {
      return try account.currentUser() != nil
    } catch {
      logger.log(.error, "cannot tell who is signed in: \(error)", source: "Account")
      return false
    }
  }

  /// Asks for an address and signs in with it; `nil` or a blank answer means none was given.
  /// - Returns: `.resume` when signed in, `.cancel` otherwise.
  func signIn() async -> BarrierResolution {
    guard let text = await askForEmail(), !text.allSatisfy(\.isWhitespace) else {
      return refuse("sign-in cancelled: \(AccountError.notSignedIn)")
    }
    do {
      let email = try EmailAddress(text)
      try account.signIn(email)
      return .resume
    } catch {
      return refuse("sign-in failed: \(error)")
    }
  }

  private func refuse(_ reason: String) -> BarrierResolution {
    logger.log(.warning, reason, source: "Account")
    explain(reason)
    return .cancel
  }
}
