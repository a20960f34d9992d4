import Core
import Foundation
import Synchronization

/// A clock that shows a chosen time until a test advances it.
public final class FixedClock: WallClock {
  private let current: Mutex<Date>

  /// Creates a clock showing `date` (by default 2026-01-15 10:00 UTC).
  public init(_ date: Date = Date(timeIntervalSince1970: 1_768_471_200)) {
    current = Mutex(date)
  }

  /// The time the clock shows.
  public var now: Date { current.withLock { $0 } }

  /// Moves the clock forward by `seconds`.
  public func advance(by seconds: TimeInterval) {
    current.withLock { $0 += seconds }
  }
}
