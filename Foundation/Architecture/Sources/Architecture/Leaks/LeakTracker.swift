import Foundation

/// Checks, a grace period after a flow is detached, that its objects were deallocated.
///
/// It keeps weak references only, so it works the same on Linux and macOS. Reports name the
/// types still alive and where the flow was detached. Main-actor isolated because it is fed by
/// the flow tree. There is no process-wide tracker: a ``FlowTree`` checks the flows attached to
/// it or adopted by it, and a flow of no tree is checked by nobody.
///
/// ```swift
/// let tracker = LeakTracker(gracePeriod: .milliseconds(10), onLeak: { _ in })
/// let tree = FlowTree(leakTracker: tracker)
/// // ... attach and detach flows ...
/// let leaks = await tracker.waitForChecks()
/// ```
@MainActor
public final class LeakTracker {
  /// How long after a detach the objects must be gone.
  public let gracePeriod: Duration
  /// Every leak found so far, oldest first.
  public private(set) var reports: [LeakReport] = []
  /// How many checks found every object released.
  public private(set) var releasedCount = 0
  private var watched: [WatchedFlow] = []
  private var checker: Task<Void, Never>?
  private let onLeak: @MainActor (LeakReport) -> Void
  private let onReleased: @MainActor (String) -> Void
  private let clock = ContinuousClock()

  /// Makes a tracker.
  /// - Parameters:
  ///   - gracePeriod: How long after a detach the objects must be gone; one second by default.
  ///   - onLeak: Called with each report; prints to standard error by default.
  ///   - onReleased: Called with the flow's name when a check finds everything released; for
  ///     debug logs.
  public init(
    gracePeriod: Duration = .seconds(1),
    onLeak: @escaping @MainActor (LeakReport) -> Void = LeakTracker.printToStandardError,
    onReleased: @escaping @MainActor (String) -> Void = { _ in }
  ) {
    self.gracePeriod = gracePeriod
    self.onLeak = onLeak
    self.onReleased = onReleased
  }

  /// The number of checks not done yet.
  public var pendingCount: Int { watched.count }

  /// Starts watching objects that should be deallocated once the grace period has passed.
  ///
  /// Only weak references and types are kept; names are worked out only for a report.
  /// - Parameters:
  ///   - objects: The objects that should go away, the detached flow first: the report is named
  ///     after its type.
  ///   - name: The name reports use instead of the first object's type name.
  ///   - parent: The flow it was detached from, for the report.
  ///   - fileID: Where it was detached, for the report.
  ///   - line: The line where it was detached, for the report.
  public func watch(
    _ objects: [AnyObject], named name: String? = nil, detachedFrom parent: Flow? = nil,
    fileID: String? = nil, line: Int = 0
  ) {
    guard let first = objects.first else { return }
    let deadline = clock.now.advanced(by: gracePeriod)
    watched.append(
      WatchedFlow(
        type: type(of: first), contextType: (first as? Flow)?.context.map { type(of: $0) },
        givenName: name, givenParentName: parent?.leakCheckName,
        parent: parent.map(WeakReference<AnyObject>.init),
        fileID: fileID, line: line,
        deadline: deadline, references: objects.map(WeakReference<AnyObject>.init)))
    if checker == nil {
      checker = Task { await self.checkUntilDone() }
    }
  }

  /// Waits until every check started so far has run, each at the end of its grace period.
  /// - Returns: Every leak found so far, oldest first.
  public func waitForChecks() async -> [LeakReport] {
    while let checker {
      await checker.value
    }
    return reports
  }

  /// Finishes every pending check now: passes as soon as all watched objects are gone, and
  /// reports what is still alive once `limit` has passed. For the end of a process, which
  /// should neither skip the checks nor wait out every grace period.
  /// - Parameter limit: How long to wait at most for the objects to go away; only a leak waits
  ///   that long, since every check passes as soon as its objects are gone.
  /// - Returns: Every leak found so far, oldest first.
  @discardableResult
  public func finishPendingChecks(within limit: Duration = .seconds(2)) async -> [LeakReport] {
    let deadline = clock.now.advanced(by: limit)
    while !watched.isEmpty {
      watched.removeAll { flow in
        guard flow.isReleased else { return false }
        pass(flow)
        return true
      }
      guard !watched.isEmpty else { break }
      if clock.now >= deadline {
        let due = watched
        watched = []
        for flow in due { check(flow) }
        break
      }
      try? await clock.sleep(for: .milliseconds(2))
    }
    return reports
  }

  /// One task checks every watched flow as its deadline passes, so a detach costs no task.
  private func checkUntilDone() async {
    while let next = watched.first {
      try? await clock.sleep(until: next.deadline)
      let now = clock.now
      let due = watched.prefix { $0.deadline <= now }
      watched.removeFirst(due.count)
      for flow in due { check(flow) }
    }
    checker = nil
  }

  private func check(_ flow: WatchedFlow) {
    let alive = flow.references.compactMap(\.typeNameIfAlive)
    guard !alive.isEmpty else { return pass(flow) }
    let report = LeakReport(
      flow: flow.name, leakedTypes: alive, parent: flow.parentName,
      location: flow.fileID.map { "\($0):\(flow.line)" })
    reports.append(report)
    onLeak(report)
  }

  private func pass(_ flow: WatchedFlow) {
    releasedCount += 1
    onReleased(flow.name)
  }

  /// Writes a report to standard error; the default leak handler.
  /// - Parameter report: The report to write.
  public static func printToStandardError(_ report: LeakReport) {
    FileHandle.standardError.write(Data("leak: \(report)\n".utf8))
  }
}

@MainActor
private struct WatchedFlow {
  let type: AnyObject.Type
  /// The type of a plain flow's context, for its name once it is gone: `Flow(NotesContext)`.
  let contextType: (any Context.Type)?
  let givenName: String?
  let givenParentName: String?
  let parent: WeakReference<AnyObject>?
  let fileID: String?
  let line: Int
  let deadline: ContinuousClock.Instant
  let references: [WeakReference<AnyObject>]

  var isReleased: Bool { references.allSatisfy { $0.object == nil } }

  /// The flow's debug name while it lives (it leaked), its type's name after.
  var name: String {
    if let givenName { return givenName }
    if let flow = references.first?.object as? Flow { return flow.debugName }
    if type == Flow.self, let contextType { return "Flow(\(contextType))" }
    return String(describing: type)
  }

  /// The parent's debug name while it lives, its type's name after.
  var parentName: String? {
    if let givenParentName { return givenParentName }
    guard let parent else { return nil }
    if let flow = parent.object as? Flow { return flow.debugName }
    return String(describing: parent.type)
  }
}
