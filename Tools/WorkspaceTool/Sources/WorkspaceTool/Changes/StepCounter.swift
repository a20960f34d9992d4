import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Counts the changes a run makes on disk and can stop the run right after one of them: the
/// hook the crash-consistency tests use to interrupt `mf` at every step of a change.
///
/// A run of the `mf` binary is stopped with SIGKILL when `MF_TEST_KILL_AFTER_STEP` is set, as a
/// CI timeout or the out-of-memory killer would stop it; tests in process stop with an error.
final class StepCounter: Sendable {
  /// How the run is stopped.
  enum Stop: Sendable {
    /// SIGKILL to the process: nothing after the step runs, not even `defer` blocks.
    case killProcess
    /// ``Stopped`` is thrown, for tests that drive a change in process.
    case throwError
  }

  /// The error that a ``Stop/throwError`` counter throws.
  struct Stopped: LocalizedError, Equatable {
    var errorDescription: String? { "stopped by the test hook" }
  }

  private let limit: Int?
  private let stop: Stop
  private let count = Mutex(0)

  /// A counter that never stops the run.
  static let unlimited = StepCounter(stoppingAfter: nil, by: .throwError)

  /// Creates a counter that stops the run after `limit` steps, or never when `limit` is nil.
  init(stoppingAfter limit: Int?, by stop: Stop) {
    self.limit = limit
    self.stop = stop
  }

  /// The steps counted so far.
  var steps: Int { count.withLock { $0 } }

  /// Counts one change that was just made, and stops the run if it was the last one allowed.
  func step() throws {
    let reached = count.withLock {
      $0 += 1
      return $0 == limit
    }
    guard reached else { return }
    switch stop {
    case .killProcess:
      raise(SIGKILL)
    case .throwError:
      throw Stopped()
    }
  }
}
