import AccountInterface
import AccountInterfaceTesting
import Architecture

/// A stand-in for the Account feature's "signed in" gateway: it checks a fake account and, when
/// nobody is signed in, runs a scripted sign-in step.
///
/// ```swift
/// let gate = TestSignedInBarrier(account: account, resolution: .signIn("ada@example.com"))
/// let order = try await flow.run(request, guardedBy: gate.barrier, in: orchestrator)
/// #expect(gate.resolutionCount == 1)
/// ```
@MainActor
public final class TestSignedInBarrier {
  /// What the scripted sign-in step does when the barrier blocks.
  public enum Resolution: Sendable, Equatable {
    /// Signs the account in with this address, then lets checkout resume.
    case signIn(String)
    /// Gives up: checkout is cancelled.
    case cancel
  }

  /// The barrier's name in traces, as the Account feature names it.
  public static let name = "signed-in"

  /// The barrier to pass to checkout.
  public let barrier: Barrier
  private let runs = RunCount()

  /// How many times the sign-in step ran.
  public var resolutionCount: Int { runs.value }

  /// Makes a barrier that passes when `account` has a user.
  /// - Parameters:
  ///   - account: The account checked, and signed in by ``Resolution/signIn(_:)``.
  ///   - resolution: What the sign-in step does when nobody is signed in.
  public init(account: FakeAccount, resolution: Resolution) {
    let runs = runs
    let signIn = Step<Void, BarrierResolution>("sign-in") {
      runs.value += 1
      guard case .signIn(let email) = resolution else { return .completed(.cancel) }
      try account.signIn(EmailAddress(email))
      return .completed(.resume)
    }
    barrier = Barrier(
      Self.name, check: { (try? account.currentUser()) != nil }, resolution: signIn)
  }
}

@MainActor
private final class RunCount {
  var value = 0
}
