import Synchronization

/// Exclusive access to a key of a ``DocumentStorage``, held from
/// ``DocumentStorage/holdExclusiveAccess(toKey:)`` until ``release()`` or until it is released
/// from memory, whichever comes first.
public final class ExclusiveAccess: Sendable {
  private let releasing: Mutex<(@Sendable () -> Void)?>

  /// Makes an access that `release` gives up; a storage makes one when the key is free.
  /// - Parameter release: Lets go of the key; called once.
  public init(release: @escaping @Sendable () -> Void) {
    releasing = Mutex(release)
  }

  /// Lets go of the key; releasing again does nothing.
  public func release() {
    let release = releasing.withLock { pending in
      defer { pending = nil }
      return pending
    }
    release?()
  }

  deinit {
    release()
  }
}
