import Architecture

/// A shared list of lifecycle calls, in the order they happened, for asserting ordering.
///
/// ```swift
/// let log = LifecycleLog()
/// let flow = Flow(context: SpyContext("notes", log: log), workers: [SpyWorker("sync", log: log)])
/// flow.start()
/// #expect(log.entries == ["notes.activate", "sync.start"])
/// ```
@MainActor
public final class LifecycleLog {
  /// Every recorded call, oldest first.
  public private(set) var entries: [String] = []

  /// Makes an empty log.
  public init() {}

  /// Records one call.
  /// - Parameter entry: A description such as `cart.activate`.
  public func record(_ entry: String) {
    entries.append(entry)
  }

  /// Forgets every entry, to assert only what follows.
  public func clear() {
    entries.removeAll()
  }
}
