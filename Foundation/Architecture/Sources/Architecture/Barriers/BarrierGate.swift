/// Where a motherboard's activations pass the barriers that guard their boards: it lets an
/// activation through each open barrier in order, holds it in the current run of a closed one,
/// and keeps what it holds so that the motherboard can let everything go when it ends.
///
/// A held activation goes on, when its run decides to resume, through the rest of its barriers,
/// in the scope it came from: a resolution that activated it owns the board it makes.
@MainActor
final class BarrierGate {
  /// How to let go of each activation a barrier holds, for when the motherboard ends.
  private var held: [UInt64: @MainActor () -> Void] = [:]
  private var nextKey: UInt64 = 0

  /// Passes the barriers in order, then has the motherboard deliver the input. A closed barrier
  /// holds the activation in its run, which calls back, in arrival order, when it decides; the
  /// rest of the barriers are passed then.
  /// - Parameters:
  ///   - barriers: The barriers still to pass, in order.
  ///   - input: The activation's input.
  ///   - board: The board's name.
  ///   - factory: Makes the board if it is not live.
  ///   - motherboard: The motherboard the activation is on; held weakly while the activation
  ///     waits.
  ///   - pending: The handle of an activation that was held before; `nil` on arrival.
  /// - Returns: The activation's handle.
  func pass<Input, Output, Command>(
    _ barriers: ArraySlice<Barrier>, then input: Input, to board: String,
    using factory: BoardFactory<Input, Output, Command>, on motherboard: Motherboard,
    pending: PendingActivation?
  ) -> Activation {
    var remaining = barriers
    while let barrier = remaining.popFirst() {
      switch barrier.admit(on: motherboard) {
      case .open: continue
      case .cycle:
        let issue = FlowIssue.barrierCycle(barrier: barrier.name, board: board)
        motherboard.report(issue)
        pending?.finish(.rejected(issue))
        return Activation(.rejected(issue))
      case .wait(let run):
        motherboard.tree?.emit(.barrierBlocked(barrier: barrier.name, board: board))
        let pending = pending ?? PendingActivation()
        let rest = remaining
        let key = nextKey
        nextKey += 1
        // Delivered later, the activation goes on in the scope it came from: a resolution that
        // activated it owns the board it makes.
        let scope = BarrierScope.current
        // The run keeps the pending activation, so that one nobody waits for is still delivered.
        let holding = run.hold { [weak self, weak motherboard] resolution in
          guard let self, let motherboard else { return pending.finish(.cancelled) }
          self.held[key] = nil
          motherboard.tree?.emit(.barrierResolved(barrier: barrier.name, resolution: resolution))
          guard resolution == .resume else {
            return pending.finish(.refused(barrier: barrier.name, reason: barrier.refusal))
          }
          guard motherboard.state == .started else { return pending.finish(.cancelled) }
          BarrierScope.$current.withValue(scope) {
            _ = self.pass(
              rest, then: input, to: board, using: factory, on: motherboard, pending: pending)
          }
        }
        let leave: @MainActor () -> Void = { [weak self, weak pending] in
          run.release(holding)
          self?.held[key] = nil
          pending?.finish(.cancelled)
        }
        held[key] = leave
        pending.cancel = leave
        return Activation(pending: pending)
      }
    }
    let outcome = motherboard.deliver(input, to: board, using: factory)
    pending?.finish(outcome)
    return Activation(outcome)
  }

  /// Lets go of every held activation: each is cancelled, and a run nobody waits for any more
  /// is abandoned.
  func releaseAll() {
    let holding = held
    held = [:]
    for leave in holding.values { leave() }
  }
}
