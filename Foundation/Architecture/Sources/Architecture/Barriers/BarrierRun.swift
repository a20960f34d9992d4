/// One run of a barrier's resolution and the activations waiting for its decision.
///
/// A waiter whose task is cancelled leaves with ``BarrierResolution/cancel``; when the last
/// waiter leaves before the decision, the resolution's task is cancelled too.
@MainActor
final class BarrierRun {
  private(set) var decision: BarrierResolution?
  /// In arrival order, so waiters resume in the order they came.
  private var waiters: [(id: UInt64, continuation: CheckedContinuation<BarrierResolution, Never>)] =
    []
  private var nextWaiter: UInt64 = 0
  var task: Task<Void, Never>?
  /// The motherboard whose activation started the run; the resolution runs on it.
  private(set) weak var motherboard: Motherboard?

  init(motherboard: Motherboard) {
    self.motherboard = motherboard
  }

  /// Waits for the decision, or until the calling task is cancelled.
  func wait() async -> BarrierResolution {
    if let decision { return decision }
    let id = nextWaiter
    nextWaiter += 1
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if let decision {
          continuation.resume(returning: decision)
        } else if Task.isCancelled {
          continuation.resume(returning: .cancel)
        } else {
          waiters.append((id, continuation))
        }
      }
    } onCancel: {
      Task { @MainActor in self.leave(id) }
    }
  }

  /// Records the decision and releases every waiter with it.
  func decide(_ resolution: BarrierResolution) {
    guard decision == nil else { return }
    decision = resolution
    let waiting = waiters
    waiters = []
    for waiter in waiting { waiter.continuation.resume(returning: resolution) }
  }

  private func leave(_ id: UInt64) {
    guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
    waiters.remove(at: index).continuation.resume(returning: .cancel)
    if waiters.isEmpty, decision == nil { task?.cancel() }
  }
}
