import Core
import Synchronization

/// A logger that records every message, so tests can assert what a feature logged.
public final class SpyLogger: Logger {
  /// One recorded message.
  public struct Entry: Equatable, Sendable {
    /// The message's level.
    public let level: LogLevel
    /// The message's text.
    public let message: String
    /// Who logged it.
    public let source: String

    /// Creates an entry, for comparing with recorded ones.
    public init(level: LogLevel, message: String, source: String) {
      self.level = level
      self.message = message
      self.source = source
    }
  }

  private let recorded = Mutex<[Entry]>([])

  /// Creates a logger with nothing recorded.
  public init() {}

  /// Every message logged so far, oldest first.
  public var entries: [Entry] { recorded.withLock { $0 } }

  /// Records the message.
  public func log(_ level: LogLevel, _ message: String, source: String) {
    recorded.withLock { $0.append(Entry(level: level, message: message, source: source)) }
  }
}
