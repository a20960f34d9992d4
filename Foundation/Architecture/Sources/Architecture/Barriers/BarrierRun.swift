/// One run of a barrier's resolution and the activations held for its decision.
///
/// Held activations are called back synchronously when the run decides, in the order they
/// arrived, so they reach their boards in that order. One that leaves first (its waiting task
/// was cancelled, its motherboard ended) is not called; when the last one leaves before the
/// decision, the resolution's task is cancelled.
@MainActor
final class BarrierRun {
  private(set) var decision: BarrierResolution?
  /// In arrival order.
  private var held: [(id: UInt64, resume: @MainActor (BarrierResolution) -> Void)] = []
  private var nextID: UInt64 = 0
  var task: Task<Void, Never>?
  /// The motherboard whose activation started the run; the resolution runs on it.
  private(set) weak var motherboard: Motherboard?

  init(motherboard: Motherboard) {
    self.motherboard = motherboard
  }

  /// Holds an activation until the decision.
  /// - Parameter resume: Called once with the decision, unless the activation leaves first.
  /// - Returns: The key to leave with.
  func hold(_ resume: @escaping @MainActor (BarrierResolution) -> Void) -> UInt64 {
    defer { nextID += 1 }
    held.append((nextID, resume))
    return nextID
  }

  /// Lets a held activation go without its decision; cancels the resolution when none is left.
  func release(_ id: UInt64) {
    held.removeAll { $0.id == id }
    if held.isEmpty, decision == nil { task?.cancel() }
  }

  /// Records the decision and calls every held activation with it, oldest first.
  func decide(_ resolution: BarrierResolution) {
    guard decision == nil else { return }
    decision = resolution
    let waiting = held
    held = []
    for activation in waiting { activation.resume(resolution) }
  }
}
