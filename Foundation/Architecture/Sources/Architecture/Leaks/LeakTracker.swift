import Foundation

/// Checks, a grace period after a flow is detached, that its objects were deallocated.
///
/// It keeps weak references only, so it works the same on Linux and macOS. Reports name the
/// types still alive. Main-actor isolated because it is fed by the flow tree.
///
/// ```swift
/// let tracker = LeakTracker(gracePeriod: .milliseconds(10))
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
  private var watched: [WatchedFlow] = []
  private var checker: Task<Void, Never>?
  private let onLeak: @MainActor (LeakReport) -> Void
  private let clock = ContinuousClock()

  /// Makes a tracker.
  /// - Parameters:
  ///   - gracePeriod: How long after a detach the objects must be gone; one second by default.
  ///   - onLeak: Called with each report; prints to standard error by default.
  public init(
    gracePeriod: Duration = .seconds(1),
    onLeak: @escaping @MainActor (LeakReport) -> Void = LeakTracker.printToStandardError
  ) {
    self.gracePeriod = gracePeriod
    self.onLeak = onLeak
  }

  /// Starts watching objects that should be deallocated once the grace period has passed.
  ///
  /// Only weak references and types are kept; type names are worked out only for a report.
  /// - Parameter objects: The objects that should go away, the detached flow first: the report
  ///   is named after its type.
  public func watch(_ objects: [AnyObject]) {
    guard let first = objects.first else { return }
    let deadline = clock.now.advanced(by: gracePeriod)
    watched.append(
      WatchedFlow(
        type: type(of: first), deadline: deadline, references: objects.map(WeakObject.init)))
    if checker == nil {
      checker = Task { await self.checkUntilDone() }
    }
  }

  /// Waits until every check started so far has run.
  /// - Returns: Every leak found so far, oldest first.
  public func waitForChecks() async -> [LeakReport] {
    while let checker {
      await checker.value
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
      for flow in due {
        let alive = flow.references.compactMap(\.typeNameIfAlive)
        if !alive.isEmpty {
          record(LeakReport(flow: String(describing: flow.type), leakedTypes: alive))
        }
      }
    }
    checker = nil
  }

  private func record(_ report: LeakReport) {
    reports.append(report)
    onLeak(report)
  }

  /// Writes a report to standard error; the default leak handler.
  /// - Parameter report: The report to write.
  public static func printToStandardError(_ report: LeakReport) {
    FileHandle.standardError.write(Data("leak: \(report)\n".utf8))
  }
}

private struct WatchedFlow {
  let type: AnyObject.Type
  let deadline: ContinuousClock.Instant
  let references: [WeakObject]
}

private final class WeakObject {
  weak var object: AnyObject?
  let type: AnyObject.Type

  init(_ object: AnyObject) {
    self.object = object
    self.type = Swift.type(of: object)
  }

  var typeNameIfAlive: String? { object == nil ? nil : String(describing: type) }
}
