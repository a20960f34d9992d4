import Foundation

/// Tells the current date. Injected so that tests can fix time.
public protocol WallClock: Sendable {
  /// The current date and time.
  var now: Date { get }
}

/// The system's real clock.
public struct SystemClock: WallClock {
  /// Creates the system clock.
  public init() {}

  /// The current date and time, read from the system.
  public var now: Date { Date() }
}
