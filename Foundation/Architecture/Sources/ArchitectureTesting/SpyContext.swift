import Architecture

/// A context that records `<name>.activate` and `<name>.deactivate` in a ``LifecycleLog``.
@MainActor
public final class SpyContext: Context {
  /// The name used in log entries.
  public let name: String
  private let log: LifecycleLog

  /// Makes a context.
  /// - Parameters:
  ///   - name: The name used in log entries.
  ///   - log: Where calls are recorded.
  public init(_ name: String, log: LifecycleLog) {
    self.name = name
    self.log = log
  }

  /// Records `<name>.activate`.
  public func activate() { log.record("\(name).activate") }

  /// Records `<name>.deactivate`.
  public func deactivate() { log.record("\(name).deactivate") }
}
