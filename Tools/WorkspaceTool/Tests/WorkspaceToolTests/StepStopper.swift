import Synchronization

@testable import WorkspaceTool

/// Counts the changes a run makes on disk and, as a kill would, stops it right after the
/// `limit`-th: its hook throws ``ChangeHook/Interrupted``, which neither finishes nor rolls back
/// the change. The in-process twin of `CrashTestMF`.
final class StepStopper: Sendable {
  private let limit: Int?
  private let count = Mutex(0)

  /// Stops the run after `limit` changes, or never when `limit` is nil.
  init(after limit: Int?) {
    self.limit = limit
  }

  /// The changes counted so far.
  var steps: Int { count.withLock { $0 } }

  /// The hook to run the change with.
  var hook: ChangeHook {
    ChangeHook { [self] in
      let reached = count.withLock { count in
        count += 1
        return count == limit
      }
      if reached { throw ChangeHook.Interrupted() }
    }
  }
}
