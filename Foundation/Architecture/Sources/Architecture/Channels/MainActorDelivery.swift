import Foundation

/// Runs a main-actor handler: at once when already on the main thread, otherwise on the main
/// actor as soon as it is free.
enum MainActorDelivery {
  static func run(_ handler: @escaping @MainActor @Sendable () -> Void) {
    if Thread.isMainThread {
      MainActor.assumeIsolated { handler() }
    } else {
      Task { @MainActor in handler() }
    }
  }
}
