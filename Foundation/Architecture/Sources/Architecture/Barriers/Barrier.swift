/// A gateway barrier: a condition every activation of the boards it guards must meet first, for
/// example "signed in". From Boardy's gateway barriers.
///
/// When ``isOpen`` is false, the barrier runs its resolution (a sign-in flow), which decides
/// whether the held activation goes ahead. Activations that arrive while a resolution runs wait
/// for that same run instead of starting another one; one that arrives after the run decided
/// checks again and, if the barrier is still closed, starts a new run. A waiting activation
/// whose task is cancelled, or whose motherboard ends, is released.
///
/// Register a barrier on a motherboard (or through a module plugin) and name the boards it
/// guards; the motherboard applies it to every activation of those boards, however they are
/// activated, so no call site can skip it.
///
/// ```swift
/// let signedIn = Barrier(
///   "signed-in", isOpen: { account.isSignedIn },
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

  /// Whether a resolution is running.
  public var isResolving: Bool { currentRun != nil }

  /// Where an activation stands with this barrier, decided synchronously at the moment it
  /// arrives: through, waiting for the current run (started now if none runs), or a cycle.
  func admit(on motherboard: Motherboard) -> BarrierAdmission {
    if check() { return .open }
    if BarrierScope.resolving.contains(ObjectIdentifier(self)) { return .cycle }
    return .wait(currentRun ?? startRun(on: motherboard))
  }

  /// Starts a run. The run is forgotten and its waiters released in one step on the main
  /// actor, so an activation arriving just after the decision never joins a finished run.
  private func startRun(on motherboard: Motherboard) -> BarrierRun {
    let run = BarrierRun(motherboard: motherboard)
    currentRun = run
    let resolve = self.resolve
    let scope = BarrierScope.resolving.union([ObjectIdentifier(self)])
    run.task = BarrierScope.$resolving.withValue(scope) {
      Task { [weak self, weak run] in
        var decision = BarrierResolution.cancel
        if let motherboard = run?.motherboard, !Task.isCancelled {
          decision = await resolve(motherboard)
        }
        if let self, self.currentRun === run { self.currentRun = nil }
        run?.decide(Task.isCancelled ? .cancel : decision)
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

/// The barriers whose resolution the current task runs in, to refuse cycles.
enum BarrierScope {
  @TaskLocal static var resolving: Set<ObjectIdentifier> = []
}
