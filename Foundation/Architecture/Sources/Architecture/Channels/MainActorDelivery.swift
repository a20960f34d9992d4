/// Runs a main-actor handler: at once when the delivering code already runs on the main actor,
/// otherwise on the main actor as soon as it is free.
enum MainActorDelivery {
  static func run(onMainActor: Bool, _ handler: @escaping @MainActor @Sendable () -> Void) {
    if onMainActor {
      MainActor.assumeIsolated { handler() }
    } else {
      Task { @MainActor in handler() }
    }
  }
}
