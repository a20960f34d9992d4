/// One run of a barrier's resolution and the activations held for its decision.
///
/// Held activations are called back synchronously when the run decides, in the order they
/// arrived, so they reach their boards in that order. One that leaves first (its waiting task
/// was cancelled, its motherboard ended) is not called. When the last one leaves before the
/// decision, the run is abandoned: its barrier forgets it, the resolution's task is cancelled and
/// the boards the resolution made are ended, newest first; it makes no more.
@MainActor
final class BarrierRun {
  private(set) var decision: BarrierResolution?
  /// Whether every held activation left before the decision.
  private(set) var isAbandoned = false
  /// Tells the barrier to forget the run.
  var whenAbandoned: @MainActor () -> Void = {}
  /// The boards the resolution made, oldest first, to end if the run is abandoned.
  private var madeBoards: [MadeBoard] = []
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

  /// Lets a held activation go without its decision; abandons the run when none is left.
  func release(_ id: UInt64) {
    held.removeAll { $0.id == id }
    if held.isEmpty, decision == nil { abandon() }
  }

  /// Notes a board the resolution made, to end it if the run is abandoned before it decides.
  func didMake(_ node: BoardFlow, on motherboard: Motherboard) {
    guard !isAbandoned, decision == nil else { return }
    madeBoards.append(MadeBoard(node: node, motherboard: motherboard))
  }

  private func abandon() {
    guard !isAbandoned else { return }
    isAbandoned = true
    whenAbandoned()
    task?.cancel()
    let made = madeBoards
    madeBoards = []
    for board in made.reversed() {
      if let node = board.node { board.motherboard?.end(node) }
    }
  }

  /// Records the decision and calls every held activation with it, oldest first.
  func decide(_ resolution: BarrierResolution) {
    guard decision == nil else { return }
    decision = resolution
    madeBoards = []
    let waiting = held
    held = []
    for activation in waiting { activation.resume(resolution) }
  }
}

/// A board a resolution made, and the motherboard it lives on.
@MainActor
private struct MadeBoard {
  weak var node: BoardFlow?
  weak var motherboard: Motherboard?
}
