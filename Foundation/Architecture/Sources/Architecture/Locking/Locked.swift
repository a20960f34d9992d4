import Foundation

/// A value guarded by a lock: read and change it only inside ``withLock(_:)``.
///
/// The kit uses this rather than the standard library's `Mutex` because its lock is a pthread
/// mutex, which the thread sanitizer sees. `Mutex` on Linux waits on a futex inside the
/// uninstrumented runtime, so the sanitizer misses the ordering it provides and reports races
/// between accesses that the lock does order. `swift test --sanitize=thread` must stay quiet on
/// correct code for its reports to mean something.
///
/// ```swift
/// let hits = Locked(0)
/// hits.withLock { $0 += 1 }
/// ```
public final class Locked<State: Sendable>: @unchecked Sendable {
  // Safety: `state` is read and written only while `mutex` is locked. The mutex lives at a
  // fixed address of its own, as pthread requires.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var state: State

  /// Guards a value.
  /// - Parameter initialState: The value before any change.
  public init(_ initialState: State) {
    state = initialState
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    precondition(pthread_mutex_init(mutex, nil) == 0, "pthread_mutex_init failed")
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` with the value while holding the lock.
  /// - Parameter body: Reads or changes the value; must not call back into this lock.
  /// - Returns: What `body` returns.
  public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&state)
  }
}
