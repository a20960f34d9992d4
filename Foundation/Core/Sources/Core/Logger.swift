import Foundation

/// How important a log message is.
public enum LogLevel: Int, Sendable, Comparable, CaseIterable, CustomStringConvertible {
  /// Detail useful while developing a feature.
  case debug
  /// Normal events worth recording.
  case info
  /// Something unexpected that the program recovered from.
  case warning
  /// Something failed.
  case error

  /// The lowercase name printed in log lines.
  public var description: String {
    switch self {
    case .debug: "debug"
    case .info: "info"
    case .warning: "warning"
    case .error: "error"
    }
  }

  /// Orders levels from least to most severe.
  public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Receives log messages. Injected through dependencies, never reached as a global.
public protocol Logger: Sendable {
  /// Records one message.
  /// - Parameters:
  ///   - level: How important the message is.
  ///   - message: The text to record.
  ///   - source: The feature or module that logs, for example `"Catalog"`.
  func log(_ level: LogLevel, _ message: String, source: String)
}
