/// A typed event channel between features that do not know each other.
///
/// Any number of subscribers each receive every event, in the order the channel delivers them
/// (one order for all subscribers). Subscribe with a callback tied to an owner, held weakly, or
/// iterate ``events(bufferingPolicy:)``. Handlers run synchronously, without the channel's lock
/// held, so a handler may send on the channel again.
///
/// A channel is a `Sendable` class guarded by a lock, so features can send from any
/// isolation.
///
/// ```swift
/// let taps = Channel<Int>()
/// taps.subscribe(counts) { counts, step in counts.record(step) }
/// taps.send(2)
/// ```
public final class Channel<Event: Sendable>: Sendable {
  private let broadcaster = Broadcaster(current: nil)

  /// Makes a channel without subscribers.
  public init() {}

  /// Whether anything subscribed; a sender may skip building an event nobody receives.
  public var hasSubscribers: Bool { broadcaster.hasReceivers }

  /// The number of live subscriptions, callbacks and iterators alike.
  public var subscriberCount: Int { broadcaster.receiverCount }

  /// Delivers an event to every subscriber.
  ///
  /// When another thread is delivering at that moment, the event is queued and that thread
  /// delivers it, so that every subscriber sees one order.
  /// - Parameters:
  ///   - event: The event.
  ///   - isolation: The caller's actor, filled in by the compiler; main-actor subscribers are
  ///     called at once when it is the main actor.
  public func send(_ event: Event, isolation: isolated (any Actor)? = #isolation) {
    broadcaster.send(event, isolation: isolation)
  }

  /// Calls a handler with every event until cancelled or until the owner is deallocated.
  ///
  /// The owner is held weakly and passed to the handler, so the handler need not capture it.
  /// - Parameters:
  ///   - owner: The object the subscription lives as long as.
  ///   - isolation: The caller's actor, filled in by the compiler.
  ///   - handler: Receives the owner and each event, on the thread that delivers it.
  /// - Returns: The subscription, to cancel it earlier.
  @discardableResult
  public func subscribe<Owner: AnyObject & Sendable>(
    _ owner: Owner, isolation: isolated (any Actor)? = #isolation,
    _ handler: @escaping @Sendable (Owner, Event) -> Void
  ) -> Subscription {
    broadcaster.subscribe(owner, replaysCurrent: false, isolation: isolation, handler)
  }

  /// Calls a main-actor handler with every event until cancelled or until the owner is
  /// deallocated.
  ///
  /// Events reach the handler in the order they were sent, whatever the senders' isolation: an
  /// event sent on the main actor is handled at once, after any earlier event still waiting for
  /// the main actor.
  /// - Parameters:
  ///   - owner: The object the subscription lives as long as, held weakly.
  ///   - handler: Receives the owner and each event on the main actor.
  /// - Returns: The subscription, to cancel it earlier.
  @MainActor
  @discardableResult
  public func subscribeOnMainActor<Owner: AnyObject>(
    _ owner: Owner, _ handler: @escaping @MainActor (Owner, Event) -> Void
  ) -> Subscription {
    broadcaster.subscribeOnMainActor(owner, replaysCurrent: false, handler)
  }

  /// The events as an `AsyncSequence`; every iterator is a subscription of its own.
  /// - Parameter bufferingPolicy: What to keep when the iterating task falls behind; every
  ///   event by default.
  /// - Returns: A sequence of the events sent after iteration begins.
  public func events(
    bufferingPolicy: AsyncStream<Event>.Continuation.BufferingPolicy = .unbounded
  ) -> ObservationSequence<Event> {
    broadcaster.sequence(replaysCurrent: false, bufferingPolicy: bufferingPolicy)
  }
}
