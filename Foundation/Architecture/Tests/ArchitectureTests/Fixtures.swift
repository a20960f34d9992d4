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

/// A tree's lifecycle events as they happen, for tests that wait for one: a barrier's decision,
/// a board's completion.
@MainActor
final class EventLog {
  private(set) var events: [LifecycleEvent] = []

  init(_ tree: FlowTree) {
    tree.observeEvents(self) { log, event in log.events.append(event) }
  }

  func contains(_ event: LifecycleEvent) -> Bool { events.contains(event) }
}
