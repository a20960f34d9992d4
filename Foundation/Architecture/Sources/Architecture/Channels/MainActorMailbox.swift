/// The queue in front of one main-actor subscriber.
///
/// Values are posted in the order the broadcaster delivers them. A value posted from the main
/// actor runs the handler at once, after any value that is still waiting; a value posted from
/// another thread waits for the main actor. So a value sent from a background task is never
/// overtaken by a later one sent on the main actor.
final class MainActorMailbox<Owner: AnyObject, Value: Sendable>: Sendable {
  private struct State: Sendable {
    var waiting: [Value] = []
    var head = 0
    var isDraining = false
    var isDrainScheduled = false
  }

  private let state = Locked(State())
  private let owner: WeakReference<Owner>
  private let subscription: Subscription
  private let call: MainActorHandler<Owner, Value>

  /// - Parameters:
  ///   - owner: Held weakly; values are dropped once it is gone.
  ///   - subscription: Its cancellation stops the handler, even for values already waiting.
  ///   - handler: Runs on the main actor for each value, in order.
  init(
    owner: Owner, subscription: Subscription,
    handler: @escaping @MainActor (Owner, Value) -> Void
  ) {
    self.owner = WeakReference(owner)
    self.subscription = subscription
    self.call = MainActorHandler(handler)
  }

  /// Whether the owner is still alive.
  var isOwnerAlive: Bool { owner.object != nil }

  /// Queues a value, and handles the queue now when the caller is on the main actor.
  /// - Returns: `false` when the owner is gone and the subscriber should be removed.
  func post(_ value: Value, onMainActor: Bool) -> Bool {
    guard isOwnerAlive else { return false }
    let mustSchedule = state.withLock { state -> Bool in
      state.waiting.append(value)
      guard !onMainActor, !state.isDrainScheduled else { return false }
      state.isDrainScheduled = true
      return true
    }
    if onMainActor {
      MainActor.assumeIsolated { drain() }
    } else if mustSchedule {
      Task { @MainActor in self.drain(isScheduled: true) }
    }
    return true
  }

  /// Handles every waiting value in order; a nested call (a handler that sends again) leaves
  /// the new value to the loop already running.
  @MainActor
  private func drain(isScheduled: Bool = false) {
    let mayDrain = state.withLock { state -> Bool in
      if isScheduled { state.isDrainScheduled = false }
      guard !state.isDraining else { return false }
      state.isDraining = true
      return true
    }
    guard mayDrain else { return }
    while let value = next() {
      guard let owner = owner.object else { continue }
      _ = subscription.deliver { call.handler(owner, value) }
    }
  }

  @MainActor
  private func next() -> Value? {
    let (value, handled) = state.withLock { state -> (Value?, [Value]) in
      if state.head < state.waiting.count {
        defer { state.head += 1 }
        return (state.waiting[state.head], [])
      }
      let handled = state.waiting
      state.waiting = []
      state.head = 0
      state.isDraining = false
      return (nil, handled)
    }
    _ = handled  // Released outside the lock.
    return value
  }
}
