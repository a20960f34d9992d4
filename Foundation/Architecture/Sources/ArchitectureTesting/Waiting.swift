/// Waits until a condition holds, checking every millisecond, for at most `limit`; returns
/// whether it holds.
///
/// It sleeps between checks instead of yielding, so a test that waits never holds up the main
/// actor: spinning on `Task.yield()` can keep a lower-priority task (a feature's question, a
/// board's completion) from ever running while many tests wait at once.
/// - Parameters:
///   - limit: How long to wait at most, for a busy machine; a broken test fails after it.
///   - condition: What to wait for.
/// - Returns: Whether the condition held in time.
@MainActor
@discardableResult
public func waitUntil(within limit: Duration = .seconds(10), _ condition: () -> Bool) async
  -> Bool
{
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: limit)
  while !condition() {
    guard clock.now < deadline else { return false }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}

/// Lets other tasks run for a while without holding the main actor, to show that something does
/// not happen.
/// - Parameter duration: How long; twenty milliseconds by default.
public func pause(_ duration: Duration = .milliseconds(20)) async {
  try? await Task.sleep(for: duration)
}
