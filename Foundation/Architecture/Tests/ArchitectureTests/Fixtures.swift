import Architecture
import ArchitectureTesting

/// Flow types with distinct names, so reports and dumps can be checked by type name.
@MainActor
final class ShopFlow: Flow {}

@MainActor
final class CartFlow: Flow {}

@MainActor
final class CheckoutFlow: Flow {}

@MainActor
final class PaymentFlow: Flow {}

@MainActor
final class PlainContext: Context {
  func activate() {}
  func deactivate() {}
}

@MainActor
final class PlainWorker: Worker {
  func start() {}
  func stop() {}
}

/// A context that keeps a strong reference to its own flow: the classic retain cycle.
@MainActor
final class CyclicContext: Context {
  var flow: Flow?
  func activate() {}
  func deactivate() {}
}

/// Collects flow issues reported by a tree.
@MainActor
final class IssueLog {
  var issues: [FlowIssue] = []
}

extension FlowTree {
  /// A tree without leak checks that records its issues quietly.
  static func quiet(log: IssueLog = IssueLog()) -> FlowTree {
    FlowTree(leakTracker: nil, onIssue: { log.issues.append($0) })
  }
}

/// Waits until a condition holds, giving up after ten seconds so a broken test fails instead of
/// hanging; the expectations that follow then report what is missing.
@MainActor
func yieldUntil(_ condition: () -> Bool) async {
  await waitUntil(condition)
}

/// The same, for tests that do not run on the main actor.
func yieldUntilNonisolated(_ condition: () -> Bool) async {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: .seconds(10))
  while !condition(), clock.now < deadline {
    try? await Task.sleep(for: .milliseconds(1))
  }
}
