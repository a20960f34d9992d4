import Foundation
import Synchronization

/// Numbers payment references: each number is the clock's time in seconds, or one more than the
/// previous number if that is larger, so references from one process never repeat.
public final class ReferenceSequence: Sendable {
  private let last = Mutex(0)

  /// Creates a sequence that has issued nothing.
  public init() {}

  /// The next number.
  /// - Parameter now: The current time.
  /// - Returns: A number larger than every number issued before.
  public func next(at now: Date) -> Int {
    last.withLock { last in
      last = max(last + 1, Int(now.timeIntervalSince1970))
      return last
    }
  }
}
