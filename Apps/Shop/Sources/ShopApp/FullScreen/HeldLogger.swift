import Architecture
import Core
import Foundation

/// The log while the terminal is full screen: nothing may be written under the screen, so the
/// lines are held and written to standard error once the terminal is given back; an error is
/// also shown on the screen as it happens.
final class HeldLogger: Logger {
  private struct Held {
    var isHolding = true
    var lines: [String] = []
  }

  private let minimumLevel: LogLevel
  private let showError: @Sendable (String) -> Void
  private let held = Locked(Held())

  /// - Parameters:
  ///   - minimumLevel: Messages below this level are dropped.
  ///   - showError: Shows an error's message on the screen; called on any thread.
  init(minimumLevel: LogLevel, showError: @escaping @Sendable (String) -> Void) {
    self.minimumLevel = minimumLevel
    self.showError = showError
  }

  func log(_ level: LogLevel, _ message: String, source: String) {
    guard level >= minimumLevel else { return }
    let line = "[\(level)] \(source): \(message)\n"
    let isHolding = held.withLock { held in
      if held.isHolding { held.lines.append(line) }
      return held.isHolding
    }
    guard isHolding else { return Self.write(line) }
    if level >= .error { showError("\(source): \(message)") }
  }

  /// Writes the lines held so far to standard error, and every later one at once.
  func release() {
    let lines = held.withLock { held in
      held.isHolding = false
      defer { held.lines = [] }
      return held.lines
    }
    for line in lines { Self.write(line) }
  }

  private static func write(_ line: String) {
    FileHandle.standardError.write(Data(line.utf8))
  }
}
