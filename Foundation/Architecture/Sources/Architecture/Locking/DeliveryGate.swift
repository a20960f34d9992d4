import Foundation

/// Lets a subscription's handler run only while the subscription is open, and makes closing it
/// wait for a handler that is running on another thread.
///
/// The mutex is recursive so that a handler may cancel its own subscription. Closing from another
/// thread blocks until the running handler returns; after ``close()`` returns, no handler starts.
/// A handler must therefore not wait for a thread that is closing its subscription.
final class DeliveryGate: @unchecked Sendable {
  // Safety: `isClosed` is read and written only while `mutex` is locked.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var isClosed = false

  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    precondition(pthread_mutex_init(mutex, &attributes) == 0, "pthread_mutex_init failed")
    pthread_mutexattr_destroy(&attributes)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Whether ``close()`` was called.
  var closed: Bool {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return isClosed
  }

  /// Runs `handler` unless the gate is closed.
  /// - Returns: `false` when the gate was closed and `handler` did not run.
  func pass(_ handler: () -> Void) -> Bool {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    guard !isClosed else { return false }
    handler()
    return true
  }

  /// Closes the gate, after any handler running on another thread has returned.
  /// - Returns: `true` for the call that closed it, `false` when it was already closed.
  func close() -> Bool {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    defer { isClosed = true }
    return !isClosed
  }
}
