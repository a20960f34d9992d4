import Architecture

/// A worker that records `<name>.start` and `<name>.stop` in a ``LifecycleLog``.
@MainActor
public final class SpyWorker: Worker {
  /// The name used in log entries.
  public let name: String
  private let log: LifecycleLog

  /// Makes a worker.
  /// - Parameters:
  ///   - name: The name used in log entries.
  ///   - log: Where calls are recorded.
  public init(_ name: String, log: LifecycleLog) {
    self.name = name
    self.log = log
  }

  /// Records `<name>.start`.
  public func start() { log.record("\(name).start") }

  /// Records `<name>.stop`.
  public func stop() { log.record("\(name).stop") }
}
