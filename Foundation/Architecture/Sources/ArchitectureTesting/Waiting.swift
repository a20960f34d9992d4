import Architecture
import Testing

/// Waits until a condition holds, checking every millisecond; records a test failure when it
/// still does not hold after `limit`.
///
/// This is the one way tests wait: every other helper here (``waitForValue(of:_:within:isolation:sourceLocation:)``,
/// ``waitForDecision(of:within:sourceLocation:)``, ``Recorder/waitForValues(count:within:isolation:sourceLocation:)``)
/// is built on it. It sleeps between checks instead of yielding, so a waiting test never holds up
/// the actor it runs on: spinning on `Task.yield()` can keep a lower-priority task (a feature's
/// question, a board's completion) from ever running while many tests wait at once. The
/// condition runs on the caller's actor (the main actor in a main-actor test).
///
/// To show that something did *not* happen, do not wait for a while: wait for a signal that
/// proves the moment has passed (the activation was decided, the board completed, the recorder
/// holds the later value, the value sent last was delivered), then expect the absence.
///
/// ```swift
/// let run = Task { await harness.motherboard.io(.signIn).run(()) }
/// await waitUntil("the user is asked") { navigation.top is SignInQuestion }
/// ```
/// - Parameters:
///   - comment: What is awaited, for the failure message.
///   - limit: How long to wait at most: ten seconds by default, for a busy machine; only a
///     broken test waits that long.
///   - isolation: Where the condition runs; the caller's actor by default.
///   - sourceLocation: Where a timeout is reported; the caller by default.
///   - condition: What to wait for.
/// - Returns: Whether the condition held in time; when it did not, a failure was recorded.
@discardableResult
public func waitUntil(
  _ comment: Comment? = nil,
  within limit: Duration = .seconds(10),
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ condition: () -> Bool
) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: limit)
  while !condition() {
    guard clock.now < deadline else {
      Issue.record(
        "Gave up after \(limit) waiting until \(comment?.rawValue ?? "the condition held")",
        sourceLocation: sourceLocation)
      return false
    }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}

/// Waits for a task's value; records a test failure and cancels the task when it has not
/// finished after `limit`.
///
/// This is how a test waits for a board's completion: `run` takes its wait for the completion
/// before it activates the board, so a board that completes at once is not missed.
///
/// ```swift
/// let run = Task { await harness.motherboard.io(.signIn).run(()) }
/// (navigation.top as? SignInQuestion)?.context?.answer("ada")
/// #expect(await waitForValue(of: run) == .finished)
/// ```
/// - Parameters:
///   - task: The task to wait for.
///   - comment: What the task does, for the failure message.
///   - limit: How long to wait at most; ten seconds by default.
///   - isolation: Where the wait runs; the caller's actor by default.
///   - sourceLocation: Where a timeout is reported; the caller by default.
/// - Returns: The task's value, or `nil` when it did not finish in time.
public func waitForValue<Value: Sendable>(
  of task: Task<Value, Never>,
  _ comment: Comment? = nil,
  within limit: Duration = .seconds(10),
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async -> Value? {
  let result = Locked<Value?>(nil)
  let watcher = Task {
    let value = await task.value
    result.withLock { $0 = value }
  }
  let finished = await waitUntil(
    comment ?? "the task finished", within: limit, sourceLocation: sourceLocation
  ) { result.withLock { $0 != nil } }
  guard finished else {
    task.cancel()
    watcher.cancel()
    return nil
  }
  return result.withLock { $0 }
}

/// Waits until an activation is decided: at once for most, after the barrier's resolution for
/// one a barrier holds back. Records a test failure when it is still undecided after `limit`.
///
/// Unlike awaiting ``Activation/decision()``, a test that waits here cannot hang, and leaving
/// the wait does not cancel the activation.
/// - Parameters:
///   - activation: The activation.
///   - limit: How long to wait at most; ten seconds by default.
///   - sourceLocation: Where a timeout is reported; the caller by default.
/// - Returns: The outcome, or `nil` when it was not decided in time.
@MainActor
public func waitForDecision(
  of activation: Activation,
  within limit: Duration = .seconds(10),
  sourceLocation: SourceLocation = #_sourceLocation
) async -> ActivationOutcome? {
  await waitUntil(
    "the activation was decided", within: limit, sourceLocation: sourceLocation
  ) { activation.outcome != nil }
  return activation.outcome
}

extension Recorder {
  /// Waits until at least `count` values were recorded; records a test failure when fewer were
  /// recorded after `limit`.
  ///
  /// To show that a value was *not* recorded, send a later one and wait for it here: the order
  /// the recorder keeps then shows what came before.
  /// - Parameters:
  ///   - count: How many values to wait for.
  ///   - limit: How long to wait at most; ten seconds by default.
  ///   - isolation: Where the wait runs; the caller's actor by default.
  ///   - sourceLocation: Where a timeout is reported; the caller by default.
  /// - Returns: Every value recorded by then, oldest first.
  @discardableResult
  public func waitForValues(
    count: Int,
    within limit: Duration = .seconds(10),
    isolation: isolated (any Actor)? = #isolation,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> [Value] {
    await waitUntil(
      "\(count) values were recorded", within: limit, sourceLocation: sourceLocation
    ) { values.count >= count }
    return values
  }
}
