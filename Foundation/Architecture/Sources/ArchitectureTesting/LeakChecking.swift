import Architecture
import Testing

/// Runs a test body with a flow tree and fails the test for every flow detached during the body
/// whose objects are still alive after the grace period.
///
/// Flows detached inside `body` (and the root, which is shut down at the end) are checked once
/// `body` returns, so let local references go out of scope inside `body`. Each check passes as
/// soon as its objects are gone, so a generous grace period costs a clean test nothing, and a
/// busy machine (a task that releases an object waiting for its turn) reports no false leak.
///
/// ```swift
/// @Test @MainActor func theNotesAreReleased() async {
///   await expectNoLeaks { tree in
///     tree.launch(NotesBuilder(views: SpyNotesViews()).build([]) { _ in }.flow)
///   }
/// }
/// ```
/// - Parameters:
///   - gracePeriod: How long detached objects may stay alive: ten seconds by default, which a
///     clean test never waits; a test that expects a leak passes a short one.
///   - sourceLocation: Where failures are reported; the caller by default.
///   - body: The test code, given the tree to launch flows in.
/// - Returns: The leak reports, also recorded as test failures.
@MainActor
@discardableResult
public func expectNoLeaks(
  gracePeriod: Duration = .seconds(10),
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: @MainActor (FlowTree) async throws -> Void
) async rethrows -> [LeakReport] {
  let tracker = LeakTracker(gracePeriod: gracePeriod, onLeak: { _ in })
  do {
    let tree = FlowTree(leakTracker: tracker)
    try await body(tree)
    tree.shutdown()
  }
  let reports = await tracker.finishPendingChecks(within: gracePeriod)
  for report in reports {
    Issue.record("Leak: \(report)", sourceLocation: sourceLocation)
  }
  return reports
}
