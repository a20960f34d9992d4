import Synchronization

/// A live subscription to a ``Channel`` or a ``StateContainer``.
///
/// It ends when ``cancel()`` is called or when its owner is deallocated. Dropping this object
/// does not end it: keep it only if you want to cancel before the owner goes away.
public final class Subscription: Sendable {
  private let cancelled = Atomic<Bool>(false)
  private let onCancel: Locked<(@Sendable () -> Void)?>

  init(onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = Locked(onCancel)
  }

  /// Whether ``cancel()`` was called.
  public var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

  /// Ends the subscription: no delivery starts after this returns. Calling it again does nothing.
  public func cancel() {
    cancelled.store(true, ordering: .releasing)
    let action = onCancel.withLock { action in
      defer { action = nil }
      return action
    }
    action?()
  }
}
