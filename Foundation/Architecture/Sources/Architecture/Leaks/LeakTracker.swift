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
  private var pendingChecks: [Task<Void, Never>] = []
  private let onLeak: @MainActor (LeakReport) -> Void

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
  /// - Parameters:
  ///   - name: What was detached, used in the report.
  ///   - objects: The objects that should go away.
  public func watch(_ name: String, objects: [AnyObject]) {
    let references = objects.map(WeakObject.init)
    let gracePeriod = gracePeriod
    let check = Task { [weak self] in
      try? await Task.sleep(for: gracePeriod)
      let alive = references.compactMap(\.typeNameIfAlive)
      guard !alive.isEmpty else { return }
      self?.record(LeakReport(flow: name, leakedTypes: alive))
    }
    pendingChecks.append(check)
  }

  /// Waits until every check started so far has run.
  /// - Returns: Every leak found so far, oldest first.
  public func waitForChecks() async -> [LeakReport] {
    while !pendingChecks.isEmpty {
      let checks = pendingChecks
      pendingChecks = []
      for check in checks { await check.value }
    }
    return reports
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

private final class WeakObject {
  weak var object: AnyObject?
  let typeName: String

  init(_ object: AnyObject) {
    self.object = object
    self.typeName = String(describing: type(of: object))
  }

  var typeNameIfAlive: String? { object == nil ? nil : typeName }
}
