import Foundation

/// The live tree of flows of an app: its root, the issues it reported and its leak tracker.
///
/// The app's entry point makes one tree and launches its root flow; every flow attached below
/// reports to this tree. Main-actor isolated, like ``Flow``.
///
/// ```swift
/// let tree = FlowTree(leakTracker: LeakTracker(gracePeriod: .seconds(1)))
/// tree.launch(ShopFlow(context: ShopContext()))
/// print(tree.debugTree())  // `shop debug tree`
/// tree.shutdown()
/// ```
@MainActor
public final class FlowTree {
  /// Checks that detached flows are deallocated; `nil` turns leak checks off.
  public let leakTracker: LeakTracker?
  /// The root flow, from ``launch(_:)`` until ``shutdown()``.
  public private(set) var root: Flow?
  /// Every misuse reported so far, oldest first.
  public private(set) var issues: [FlowIssue] = []
  private let onIssue: @MainActor (FlowIssue) -> Void

  /// Makes an empty tree.
  /// - Parameters:
  ///   - leakTracker: Checks detached flows; `nil` turns leak checks off.
  ///   - onIssue: Called with each misuse as it is reported; prints to standard error by
  ///     default.
  public init(
    leakTracker: LeakTracker? = LeakTracker(),
    onIssue: @escaping @MainActor (FlowIssue) -> Void = FlowTree.printToStandardError
  ) {
    self.leakTracker = leakTracker
    self.onIssue = onIssue
  }

  /// Makes a flow the root of this tree and starts it.
  ///
  /// Reports ``FlowIssue/attachedTwice(flow:parent:)`` when the tree already has a root or the
  /// flow is attached elsewhere.
  /// - Parameter flow: The root flow.
  public func launch(_ flow: Flow) {
    if root != nil || flow.isAttached {
      record(.attachedTwice(flow: flow.debugName, parent: "FlowTree"))
      return
    }
    flow.isAttached = true
    flow.adopt(self)
    root = flow
    flow.start()
  }

  /// Makes a flow that is not attached yet, and its children, report their issues to this tree.
  ///
  /// Attaching does this automatically; use it for a flow that is built and held before it is
  /// attached, so that misuse such as ending it early is reported here.
  /// - Parameter flow: The flow to adopt.
  public func adopt(_ flow: Flow) {
    flow.adopt(self)
  }

  /// Ends the root flow and its subtree, removes it and checks it for leaks.
  public func shutdown() {
    guard let flow = root else { return }
    root = nil
    if flow.state == .started { flow.end() } else { flow.finish() }
    flow.isAttached = false
    watchForLeaks(flow)
  }

  /// A text picture of the attached flows, for `debug tree` commands.
  /// - Returns: One line per flow, or a line saying that no flow is attached.
  public func debugTree() -> String {
    root?.debugTree() ?? "(no flow attached)\n"
  }

  func record(_ issue: FlowIssue) {
    issues.append(issue)
    onIssue(issue)
  }

  func watchForLeaks(_ flow: Flow) {
    leakTracker?.watch([flow, flow.context] + flow.workers)
  }

  /// Writes an issue to standard error; the default issue handler.
  /// - Parameter issue: The issue to write.
  public static func printToStandardError(_ issue: FlowIssue) {
    FileHandle.standardError.write(Data("flow issue: \(issue)\n".utf8))
  }
}
