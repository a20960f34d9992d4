/// The values of a ``Channel`` or a ``StateContainer`` as an `AsyncSequence`.
///
/// Every iterator is its own subscription and receives every value sent after it was made (a
/// state container's iterator first receives the current value). The subscription ends when the
/// iteration ends, for example on `break` or when its task is cancelled.
///
/// ```swift
/// for await step in taps.events() {
///   counts.record(step)
/// }
/// ```
public struct ObservationSequence<Element: Sendable>: AsyncSequence, Sendable {
  /// The failure type: iteration never throws.
  public typealias Failure = Never

  private let subscribe: @Sendable (AsyncStream<Element>.Continuation) -> Subscription
  private let bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy

  init(
    bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy,
    subscribe: @escaping @Sendable (AsyncStream<Element>.Continuation) -> Subscription
  ) {
    self.bufferingPolicy = bufferingPolicy
    self.subscribe = subscribe
  }

  /// Subscribes and returns an iterator over the values received from now on.
  /// - Returns: A new iterator with its own subscription.
  public func makeAsyncIterator() -> Iterator {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Element.self, bufferingPolicy: bufferingPolicy)
    let subscription = subscribe(continuation)
    continuation.onTermination = { _ in subscription.cancel() }
    return Iterator(base: stream.makeAsyncIterator())
  }

  /// Iterates over the values of one subscription.
  public struct Iterator: AsyncIteratorProtocol {
    /// The failure type: iteration never throws.
    public typealias Failure = Never

    var base: AsyncStream<Element>.Iterator

    /// Waits for the next value.
    /// - Returns: The value, or `nil` when the iterating task is cancelled.
    public mutating func next() async -> Element? {
      await base.next()
    }

    /// Waits for the next value without leaving the caller's actor.
    /// - Parameter actor: The caller's actor.
    /// - Returns: The value, or `nil` when the iterating task is cancelled.
    public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
      await base.next(isolation: actor)
    }
  }
}
