import TerminalUI

/// A test waiting for the virtual terminal's screen to meet a condition.
@MainActor
final class ScreenWaiter {
  private let condition: @MainActor (VirtualTerminal) -> Bool
  private var continuation: CheckedContinuation<Void, any Error>?

  init(
    condition: @escaping @MainActor (VirtualTerminal) -> Bool,
    continuation: CheckedContinuation<Void, any Error>
  ) {
    self.condition = condition
    self.continuation = continuation
  }

  var isPending: Bool { continuation != nil }

  /// Resumes the test when the condition holds.
  /// - Returns: Whether the wait is over.
  func resumeIfMet(by terminal: VirtualTerminal) -> Bool {
    guard let continuation, condition(terminal) else { return false }
    self.continuation = nil
    continuation.resume()
    return true
  }

  func fail(_ error: any Error) {
    continuation?.resume(throwing: error)
    continuation = nil
  }
}

/// A wait for the screen gave up: what was waited for, and the screen as it was.
public struct ScreenWaitTimeout: Error, CustomStringConvertible {
  /// What was waited for.
  public let condition: String
  /// How long.
  public let limit: Duration
  /// The screen when the wait gave up.
  public let screen: String

  /// What was waited for, how long, and the screen.
  public var description: String {
    "gave up after \(limit) waiting until \(condition); the screen:\n\(screen)"
  }
}
