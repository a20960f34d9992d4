import Architecture

/// Records values from any thread: events of a channel, values of a state container, or what a
/// feature reports to a listener spy.
///
/// ```swift
/// let taps = Channel<Int>()
/// let recorder = Recorder<Int>()
/// recorder.record(from: taps)
/// taps.send(2)
/// #expect(recorder.values == [2])
/// ```
public final class Recorder<Value: Sendable>: Sendable {
  private let storage = Locked<[Value]>([])

  /// Makes an empty recorder.
  public init() {}

  /// Every recorded value, oldest first.
  public var values: [Value] { storage.withLock { $0 } }

  /// Records one value.
  /// - Parameter value: The value.
  public func record(_ value: Value) {
    storage.withLock { $0.append(value) }
  }

  /// Records every event of a channel while this recorder is alive.
  /// - Parameter channel: The channel to listen to.
  /// - Returns: The subscription, to stop recording earlier.
  @discardableResult
  public func record(from channel: Channel<Value>) -> Subscription {
    channel.subscribe(self) { recorder, event in recorder.record(event) }
  }

  /// Records the current value and every change of a state container while this recorder is
  /// alive.
  /// - Parameter state: The container to observe.
  /// - Returns: The subscription, to stop recording earlier.
  @discardableResult
  public func record(from state: StateContainer<Value>) -> Subscription {
    state.subscribe(self) { recorder, value in recorder.record(value) }
  }
}
