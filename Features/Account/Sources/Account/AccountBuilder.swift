import AccountInterface
import Architecture

/// Builds the account feature: its flow, the account service other features use, and the
/// "signed in" barrier that guards steps such as checkout.
///
/// The account reports nothing to a listener, so the listener is `Void`.
@MainActor
public struct AccountBuilder: Builder {
  private let dependencies: any AccountDependencies

  /// Creates a builder that will use `dependencies`.
  public init(dependencies: any AccountDependencies) {
    self.dependencies = dependencies
  }

  /// Builds an account flow over the stored account.
  /// - Parameters:
  ///   - listener: Nothing; the account has no results to report.
  ///   - id: Identifies this instance; unused, there is one account.
  /// - Returns: The flow to attach and the account service.
  public func build(listener: Void, id: String) -> FeatureGraph<AccountFlow, any AccountService> {
    let account = StoredAccount(dependencies: dependencies)
    return FeatureGraph(
      flow: AccountFlow(context: AccountContext(account: account)), interface: account)
  }

  /// Makes the gateway barrier "signed-in".
  ///
  /// The check passes when someone is signed in. Otherwise the barrier's own flow, the step
  /// "sign-in", asks for an email address through `askForEmail`, signs in and resumes the held
  /// step when the address is valid. It cancels the held step when `askForEmail` returns `nil`
  /// or a blank answer (nothing typed, or no prompt in one-shot mode), when the address is
  /// malformed, and when the account cannot be written. Every cancellation is logged as a
  /// warning and told to `explain`.
  /// - Parameters:
  ///   - askForEmail: Asks the customer for an address; `nil` or blank means none was given.
  ///   - explain: Hears why the barrier cancelled, in one line for the customer.
  /// - Returns: The barrier, to guard steps with `step.guarded(by:)`.
  public func makeSignedInBarrier(
    askForEmail: @escaping @MainActor () async -> String?,
    explain: @escaping @MainActor (String) -> Void = { _ in }
  ) -> Barrier {
    let gate = SignInGate(
      account: StoredAccount(dependencies: dependencies), logger: dependencies.logger,
      askForEmail: askForEmail, explain: explain)
    return Barrier(
      "signed-in", check: { gate.isSignedIn() },
      resolution: Step("sign-in") { .completed(await gate.signIn()) })
  }
}
