/// Something that can be stopped early: a ``Subscription``, a `Task`.
public protocol Cancellable {
  /// Stops it; calling it again does nothing.
  func cancel()
}

extension Task: Cancellable {}

extension Cancellable {
  /// Keeps this in a bag that cancels it when the bag is emptied, usually when a context
  /// deactivates.
  /// - Parameter bag: The bag, for example an ``BaseContext``'s ``BaseContext/cancellables``.
  @MainActor
  public func store(in bag: CancellableBag) {
    bag.insert(self)
  }
}
