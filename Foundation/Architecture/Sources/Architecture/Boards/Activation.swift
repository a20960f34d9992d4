/// The handle of one activation. Most activations are decided at once; one held back by a
/// barrier is decided when the barrier's resolution is.
///
/// ```swift
/// let activation = motherboard.io(.notes).activate(["milk"])
/// let outcome = await activation.decision()  // .activated, or .refused by the barrier
/// ```
@MainActor
public struct Activation {
  private let decided: ActivationOutcome?
  private let pending: PendingActivation?

  init(_ outcome: ActivationOutcome) {
    decided = outcome
    pending = nil
  }

  init(pending: PendingActivation) {
    decided = nil
    self.pending = pending
  }

  /// The outcome, or `nil` while a barrier holds the activation back.
  public var outcome: ActivationOutcome? { decided ?? pending?.outcome }

  /// Waits for the outcome. Cancelling the waiting task cancels the activation if it is still
  /// held back.
  /// - Returns: The outcome.
  public func decision() async -> ActivationOutcome {
    if let decided { return decided }
    return await pending?.wait() ?? .cancelled
  }
}

/// An activation held back by a barrier, and the tasks waiting for its outcome.
@MainActor
final class PendingActivation {
  private(set) var outcome: ActivationOutcome?
  /// In arrival order, so waiters resume in the order they came.
  private var waiters: [(id: UInt64, continuation: CheckedContinuation<ActivationOutcome, Never>)] =
    []
  private var nextWaiter: UInt64 = 0
  /// Cancels the work that decides this activation.
  var cancel: @MainActor () -> Void = {}

  func wait() async -> ActivationOutcome {
    if let outcome { return outcome }
    let id = nextWaiter
    nextWaiter += 1
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if let outcome {
          continuation.resume(returning: outcome)
        } else if Task.isCancelled {
          continuation.resume(returning: .cancelled)
          cancel()
        } else {
          waiters.append((id, continuation))
        }
      }
    } onCancel: {
      Task { @MainActor in self.leave(id) }
    }
  }

  func finish(_ result: ActivationOutcome) {
    guard outcome == nil else { return }
    outcome = result
    let waiting = waiters
    waiters = []
    for waiter in waiting { waiter.continuation.resume(returning: result) }
  }

  private func leave(_ id: UInt64) {
    guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
    waiters.remove(at: index).continuation.resume(returning: .cancelled)
    cancel()
  }
}
