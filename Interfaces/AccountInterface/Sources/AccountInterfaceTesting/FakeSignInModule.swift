import AccountInterface
import Architecture

/// Provides the signed-in barrier over a fake account, for the tests and examples of features
/// that require it (Checkout): the barrier's resolution signs in `answer`, or refuses when it
/// is `nil`.
///
/// ```swift
/// let launcher = Launcher([CheckoutModule(dependencies), FakeSignInModule(account: account)])
/// ```
public struct FakeSignInModule: ModulePlugin {
  /// The account the barrier checks and signs in to.
  public let account: FakeAccount
  /// The address the sign-in "customer" gives; `nil` to refuse.
  public let answer: String?

  /// Makes the module.
  /// - Parameters:
  ///   - account: The account the barrier checks and signs in to.
  ///   - answer: The address given when the barrier asks; `nil` refuses.
  public init(account: FakeAccount, answer: String? = "ada@example.com") {
    self.account = account
    self.answer = answer
  }

  /// Provides ``BarrierID/signedIn``.
  public func register(in module: inout ModuleRegistration) {
    let account = self.account
    let answer = self.answer
    module.barrier(
      .signedIn,
      Barrier(
        "signed-in", refusal: "needs a signed-in customer",
        isOpen: { (try? account.currentUser()) != nil },
        resolve: { _ in
          guard let answer, let email = try? EmailAddress(answer) else { return .cancel }
          _ = try? account.signIn(email)
          return .resume
        }))
  }
}
