/// A value that changes over time, whose observers get the current value first, then every
/// change in order.
///
/// A `Sendable` class guarded by a lock: read and update it from any isolation. Observers and
/// update closures run without the lock held, so they may read or update the container.
///
/// ```swift
/// let itemCount = StateContainer(0)
/// itemCount.subscribe(counts) { counts, count in counts.record(count) }  // now, then on change
/// itemCount.update { $0 += 2 }
/// for await count in itemCount.values() { counts.record(count) }  // the current value first
/// ```
public final class StateContainer<Value: Sendable>: Sendable {
  private let broadcaster: Broadcaster

  /// Makes a container.
  /// - Parameter initialValue: The value before any change.
  public init(_ initialValue: Value) {
    broadcaster = Broadcaster(current: initialValue)
  }

  /// The current value.
  public var value: Value { broadcaster.current as! Value }

  /// The number of live observers, callbacks and iterators alike.
  public var observerCount: Int { broadcaster.receiverCount }

  /// Replaces the value and notifies every observer.
  /// - Parameters:
  ///   - newValue: The new value.
  ///   - isolation: The caller's actor, filled in by the compiler; main-actor observers are
  ///     called at once when it is the main actor.
  public func set(_ newValue: Value, isolation: isolated (any Actor)? = #isolation) {
    broadcaster.send(newValue, isolation: isolation)
  }

  /// Changes the value atomically and notifies every observer.
  ///
  /// `change` runs without the lock held, so it may read the container (even update it). When
  /// another change lands while `change` runs, `change` runs again on the newer value; keep it
  /// free of side effects.
  /// - Parameters:
  ///   - isolation: The caller's actor, filled in by the compiler; main-actor observers are
  ///     called at once when it is the main actor.
  ///   - change: Computes the new value from the current one.
  /// - Returns: The new value.
  @discardableResult
  public func update(
    isolation: isolated (any Actor)? = #isolation, _ change: (inout Value) -> Void
  ) -> Value {
    let updated = broadcaster.update(
      { stored in
        var value = stored as! Value
        change(&value)
        stored = value
      }, isolation: isolation)
    return updated as! Value
  }

  /// Calls a handler with the current value now, then with every change, until cancelled or
  /// until the owner is deallocated.
  /// - Parameters:
  ///   - owner: The object the subscription lives as long as, held weakly.
  ///   - isolation: The caller's actor, filled in by the compiler.
  ///   - handler: Receives the owner and each value.
  /// - Returns: The subscription, to cancel it earlier.
  @discardableResult
  public func subscribe<Owner: AnyObject & Sendable>(
    _ owner: Owner, isolation: isolated (any Actor)? = #isolation,
    _ handler: @escaping @Sendable (Owner, Value) -> Void
  ) -> Subscription {
    broadcaster.subscribe(owner, replaysCurrent: true, isolation: isolation, handler)
  }

  /// Calls a main-actor handler with the current value, then with every change, until
  /// cancelled or until the owner is deallocated; values arrive in the order they were set.
  /// - Parameters:
  ///   - owner: The object the subscription lives as long as, held weakly.
  ///   - handler: Receives the owner and each value on the main actor.
  /// - Returns: The subscription, to cancel it earlier.
  @MainActor
  @discardableResult
  public func subscribeOnMainActor<Owner: AnyObject>(
    _ owner: Owner, _ handler: @escaping @MainActor (Owner, Value) -> Void
  ) -> Subscription {
    broadcaster.subscribeOnMainActor(owner, replaysCurrent: true, handler)
  }

  /// The values as an `AsyncSequence`: each iterator receives the current value first, then
  /// every change.
  /// - Parameter bufferingPolicy: What to keep when the iterating task falls behind; every
  ///   value by default.
  /// - Returns: A sequence of values.
  public func values(
    bufferingPolicy: AsyncStream<Value>.Continuation.BufferingPolicy = .unbounded
  ) -> ObservationSequence<Value> {
    broadcaster.sequence(replaysCurrent: true, bufferingPolicy: bufferingPolicy)
  }
}
