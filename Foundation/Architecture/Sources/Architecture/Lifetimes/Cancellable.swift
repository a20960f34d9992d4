/// Something a ``CancellableBag`` can stop early: a ``Subscription``, a `Task`.
protocol Cancellable {
  /// Stops it; calling it again does nothing.
  func cancel()
}

extension Task: Cancellable {}
