import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The child processes a command is running, recorded by ``ProcessRunner``, so that a command
/// interrupted by a signal can stop them before it cleans up: a compiler left running would
/// write into folders the command has just removed.
final class ChildProcesses: Sendable {
  private struct State {
    var running: Set<Int32> = []
    var stopped = false
  }

  private let state = Mutex(State())

  /// Whether ``stopAll()`` was called: the command is being interrupted.
  var isStopped: Bool { state.withLock { $0.stopped } }

  /// The error a command throws once it notices that it is being interrupted.
  struct Stopped: Error {}

  /// Throws ``Stopped`` once ``stopAll()`` was called, so the command stops at the next step.
  func checkNotStopped() throws {
    if isStopped { throw Stopped() }
  }

  /// Records a child that has just started; one started after ``stopAll()`` is stopped at once.
  func started(_ pid: Int32) {
    let stopped = state.withLock {
      $0.running.insert(pid)
      return $0.stopped
    }
    if stopped { kill(pid, SIGKILL) }
  }

  /// Records that a child has ended and been waited for.
  func ended(_ pid: Int32) {
    state.withLock { _ = $0.running.remove(pid) }
  }

  /// Stops every running child, and every child started from now on.
  func stopAll() {
    let running = state.withLock {
      $0.stopped = true
      return $0.running
    }
    for pid in running { kill(pid, SIGKILL) }
  }
}
