/// A gateway barrier: a condition every activation of the boards it guards must meet first, for
/// example "signed in". From Boardy's gateway barriers.
///
/// When ``isOpen`` is false, the barrier runs its resolution (a sign-in flow), which decides
/// whether the held activation goes ahead. Activations that arrive while a resolution runs wait
/// for that same run instead of starting another one; one that arrives after the run decided
/// checks again and, if the barrier is still closed, starts a new run. A waiting activation
/// whose task is cancelled, or whose motherboard ends, is released. When the last one leaves
/// before the decision, the run is abandoned: the barrier forgets it, its resolution is
/// cancelled and the boards the resolution made are ended, so the next activation starts a
/// fresh resolution instead of joining the old one or its board.
///
/// Register a barrier on a motherboard (or through a module plugin) and name the boards it
/// guards; the motherboard applies it to every activation of those boards, however they are
/// activated, so no call site can skip it.
///
/// ```swift
/// let signedIn = Barrier(
///   "signed-in", refusal: "needs a signed-in user",
///   isOpen: { session.user != nil },
///   resolve: { motherboard in
///     await motherboard.io(.signIn).run(()) == .finished ? .resume : .cancel
///   })
/// ```
@MainActor
public final class Barrier {
  /// The barrier's name in the debug tree and in events.
  public let name: String
  /// Why a refused activation was refused, for the user: "needs a signed-in customer".
  public let refusal: String
  private let check: @MainActor () -> Bool
  private let resolve: @MainActor (Motherboard) async -> BarrierResolution
  private var currentRun: BarrierRun?

  /// Makes a barrier.
  /// - Parameters:
  ///   - name: The barrier's name in the debug tree and in events.
  ///   - refusal: Why a refused activation was refused, for the user; by default, that the
  ///     barrier refused it.
  ///   - isOpen: Tells, quickly and synchronously, whether the condition holds now.
  ///   - resolve: Runs when the condition does not hold, on the motherboard of the held
  ///     activation, and decides whether held activations go ahead.
  public init(
    _ name: String, refusal: String? = nil, isOpen: @escaping @MainActor () -> Bool,
    resolve: @escaping @MainActor (Motherboard) async -> BarrierResolution
  ) {
    self.name = name
    self.refusal = refusal ?? "was refused by the \(name) barrier"
    self.check = isOpen
    self.resolve = resolve
  }

  /// Whether the condition holds now.
  public var isOpen: Bool { check() }

  /// Whether a resolution runs that activations wait for.
  public var isResolving: Bool { currentRun != nil }

  /// Where an activation stands with this barrier, decided synchronously at the moment it
  /// arrives: through, waiting for the current run (started now if none runs), or a cycle.
  func admit(on motherboard: Motherboard) -> BarrierAdmission {
    if check() { return .open }
    if BarrierScope.current.resolving.contains(ObjectIdentifier(self)) { return .cycle }
    return .wait(currentRun ?? startRun(on: motherboard))
  }

  /// Starts a run. The run is forgotten and its waiters released in one step on the main
  /// actor, so an activation arriving just after the decision never joins a finished run; an
  /// abandoned run is forgotten at once.
  private func startRun(on motherboard: Motherboard) -> BarrierRun {
    let run = BarrierRun(motherboard: motherboard)
    currentRun = run
    run.whenAbandoned = { [weak self, weak run] in
      if let self, self.currentRun === run { self.currentRun = nil }
    }
    let resolve = self.resolve
    var scope = BarrierScope.current
    scope.resolving.insert(ObjectIdentifier(self))
    scope.run = run
    // The task keeps its run until the resolution returns, so that a resolution that goes on
    // after its run was abandoned still finds the run, and makes no board.
    run.task = BarrierScope.$current.withValue(scope) {
      Task { [weak self] in
        var decision = BarrierResolution.cancel
        if let motherboard = run.motherboard, !Task.isCancelled {
          decision = await resolve(motherboard)
        }
        if let self, self.currentRun === run { self.currentRun = nil }
        run.decide(Task.isCancelled ? .cancel : decision)
      }
    }
    return run
  }
}

/// Where an arriving activation stands with a barrier.
@MainActor
enum BarrierAdmission {
  /// The condition holds: the activation may go ahead.
  case open
  /// The condition does not hold: the activation waits for this run's decision.
  case wait(BarrierRun)
  /// The activation came from the barrier's own resolution and would wait for itself.
  case cycle
}

/// The resolutions the current task runs in: their barriers, to refuse cycles, and the innermost
/// run, which ends the boards it made if nobody waits for it any more.
struct BarrierScope: Sendable {
  /// The barriers whose resolution the task runs in.
  var resolving: Set<ObjectIdentifier> = []
  /// The innermost run; weak, since the run's own task carries the scope.
  weak var run: BarrierRun?

  @TaskLocal static var current = BarrierScope()
}
