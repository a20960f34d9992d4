/// A live subscription to a ``Channel`` or a ``StateContainer``.
///
/// It ends when ``cancel()`` is called or when its owner is deallocated. Dropping this object
/// does not end it: keep it (or store it in a ``CancellableBag``) to cancel it earlier.
public final class Subscription: Cancellable, Sendable {
  private let gate = DeliveryGate()
  private let onCancel = Locked<(@Sendable () -> Void)?>(nil)

  init() {}

  /// Whether ``cancel()`` was called.
  public var isCancelled: Bool { gate.closed }

  /// Ends the subscription. Once this returns, the handler is never called again: a call that is
  /// running on another thread at that moment finishes first. A handler may cancel its own
  /// subscription. Calling it again does nothing.
  public func cancel() {
    guard gate.close() else { return }
    let action = onCancel.withLock { action in
      defer { action = nil }
      return action
    }
    action?()
  }

  /// Keeps this subscription in a bag that cancels it when the bag is emptied, usually when a
  /// context deactivates.
  /// - Parameter bag: The bag, for example a ``BaseContext``'s ``BaseContext/cancellables``.
  @MainActor
  public func store(in bag: CancellableBag) {
    bag.insert(self)
  }

  /// Calls `handler` unless the subscription was cancelled.
  /// - Returns: `false` when it was cancelled and `handler` did not run.
  func deliver(_ handler: () -> Void) -> Bool {
    gate.pass(handler)
  }

  /// Sets what cancelling does; runs it at once when the subscription is already cancelled.
  func whenCancelled(_ action: @escaping @Sendable () -> Void) {
    let runNow = onCancel.withLock { stored -> Bool in
      guard !gate.closed else { return true }
      stored = action
      return false
    }
    if runNow { action() }
  }
}
