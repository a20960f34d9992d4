/// A gateway: a condition that must hold before a guarded step activates, for example "signed
/// in".
///
/// When the check fails, the barrier runs its own flow (sign-in), which decides whether the
/// pending step resumes or is cancelled. Activations that arrive while that flow runs wait for
/// the same decision instead of starting it again. Main-actor isolated, like the steps.
///
/// ```swift
/// let signedIn = Barrier("signed-in", check: { await session.isSignedIn }, resolution: signInStep)
/// let checkout = checkoutStep.guarded(by: signedIn)
/// ```
@MainActor
public final class Barrier {
  /// The barrier's name in traces.
  public let name: String
  private let check: @MainActor () async -> Bool
  private let resolution: Step<Void, BarrierResolution>
  private var pendingResolution: Task<BarrierResolution, any Error>?

  /// Makes a barrier.
  /// - Parameters:
  ///   - name: The barrier's name in traces.
  ///   - check: Tells whether the condition holds.
  ///   - resolution: The barrier's own flow, run when the check fails; a cancelled outcome
  ///     counts as ``BarrierResolution/cancel``.
  public init(
    _ name: String, check: @escaping @MainActor () async -> Bool,
    resolution: Step<Void, BarrierResolution>
  ) {
    self.name = name
    self.check = check
    self.resolution = resolution
  }

  /// Checks the condition and, when it fails, runs or joins the barrier's own flow.
  /// - Parameters:
  ///   - orchestrator: Where to record what happened.
  ///   - depth: How many continuous steps surround the guarded step.
  /// - Returns: `true` when the pending step may run.
  /// - Throws: Whatever the barrier's own flow throws.
  func open(in orchestrator: Orchestrator, depth: Int) async throws -> Bool {
    if await check() {
      orchestrator.record(.barrierPassed(barrier: name, depth: depth))
      return true
    }
    orchestrator.record(.barrierBlocked(barrier: name, depth: depth))
    let task: Task<BarrierResolution, any Error>
    if let pendingResolution {
      task = pendingResolution
    } else {
      let resolution = resolution
      task = Task {
        try await resolution.run((), in: orchestrator, depth: depth + 1).output ?? .cancel
      }
      pendingResolution = task
    }
    defer { if pendingResolution == task { pendingResolution = nil } }
    let decision = try await task.value
    orchestrator.record(.barrierResolved(barrier: name, resolution: decision, depth: depth))
    return decision == .resume
  }
}
