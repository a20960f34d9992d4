import Foundation

/// A logger that writes one line per message to standard error, keeping standard output clean
/// for a program's real output.
public struct StandardErrorLogger: Logger {
  /// Messages below this level are dropped.
  public let minimumLevel: LogLevel

  /// Creates a logger that writes messages at `minimumLevel` or above.
  public init(minimumLevel: LogLevel = .warning) {
    self.minimumLevel = minimumLevel
  }

  /// Writes `[level] source: message` to standard error.
  public func log(_ level: LogLevel, _ message: String, source: String) {
    guard level >= minimumLevel else { return }
    FileHandle.standardError.write(Data("[\(level)] \(source): \(message)\n".utf8))
  }
}
