import Foundation

/// The live tree of flows of an app: its root, the issues it reported, its leak tracker and its
/// lifecycle events.
///
/// The app's entry point makes one tree and launches its root flow; every flow attached below
/// reports to this tree. Main-actor isolated, like ``Flow``.
///
/// ```swift
/// let tree = FlowTree(leakTracker: LeakTracker(gracePeriod: .seconds(1)))
/// tree.launch(motherboard)
/// let picture = tree.debugTree()  // an app's `debug tree` command
/// tree.shutdown()
/// let leaks = await tree.leakTracker?.finishPendingChecks()  // before the process exits
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
  private let lifecycle = Channel<LifecycleEvent>()

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
  /// flow is attached elsewhere, and ``FlowIssue/startedAfterEnd(flow:)`` for a flow that
  /// already ended; the tree is left as it was.
  /// - Parameter flow: The root flow.
  public func launch(_ flow: Flow) {
    if root != nil || flow.isAttached {
      record(.attachedTwice(flow: flow.debugName, parent: "FlowTree"))
      return
    }
    if flow.state == .ended {
      record(.startedAfterEnd(flow: flow.debugName))
      return
    }
    flow.isAttached = true
    flow.adopt(self)
    root = flow
    emit(.attached(flow: flow.debugName, parent: "FlowTree"))
    flow.start()
  }

  /// Makes a flow that is not attached yet, and its children, report to this tree: their
  /// issues to its issue handler, the flows they detach to its leak tracker.
  ///
  /// Attaching does this automatically; use it for a flow that is built and held before it is
  /// attached, or run on its own, so that misuse such as ending it early is reported and what it
  /// detaches is checked. There is no global tracker or handler: a flow of no tree reports to
  /// nobody.
  ///
  /// ```swift
  /// let reporting = FlowTree(leakTracker: LeakTracker(onLeak: log.leak), onIssue: log.issue)
  /// reporting.adopt(flow)  // its misuse and what it detaches are reported there
  /// ```
  /// - Parameter flow: The flow to adopt.
  public func adopt(_ flow: Flow) {
    flow.adopt(self)
  }

  /// Ends the root flow and its subtree, removes it and checks it for leaks. Called while the
  /// root's context activates, the root is removed at once and ends when `activate` returns.
  /// - Parameters:
  ///   - fileID: Where the shutdown happens, for leak reports; filled in by the compiler.
  ///   - line: The line of the shutdown, for leak reports; filled in by the compiler.
  public func shutdown(fileID: String = #fileID, line: Int = #line) {
    guard let flow = root else { return }
    root = nil
    if flow.isInStartStep {
      return flow.deferEnd(fileID: fileID, line: line) { [self] in
        didShutdown(flow, fileID: fileID, line: line)
      }
    }
    flow.finish(fileID: fileID, line: line)
    didShutdown(flow, fileID: fileID, line: line)
  }

  /// Lets go of the former root once it ended.
  private func didShutdown(_ flow: Flow, fileID: String, line: Int) {
    flow.isAttached = false
    emit(.detached(flow: flow.debugName, parent: "FlowTree"))
    flow.runEndHandlers()
    flow.checkForLeaks(in: self, from: nil, fileID: fileID, line: line)
  }

  /// The attached flows as a value, for tests and tools; `nil` when no flow is attached.
  public func snapshot() -> FlowSnapshot? {
    root?.snapshot()
  }

  /// A text picture of the attached flows, for `debug tree` commands.
  /// - Returns: One line per flow, or a line saying that no flow is attached.
  public func debugTree() -> String {
    snapshot()?.text ?? "(no flow attached)\n"
  }

  /// The tree's lifecycle events from now on: attach, start, end and detach of flows, and
  /// the activation and completion of boards. Every iterator is a subscription of its own.
  /// - Parameter bufferingPolicy: What to keep when the iterating task falls behind.
  /// - Returns: A sequence of events.
  public func events(
    bufferingPolicy: AsyncStream<LifecycleEvent>.Continuation.BufferingPolicy = .unbounded
  ) -> ObservationSequence<LifecycleEvent> {
    lifecycle.events(bufferingPolicy: bufferingPolicy)
  }

  /// Sends an event when anybody listens; the event is not even made otherwise, since flow
  /// names cost a type-name lookup.
  /// Calls a handler with each lifecycle event as it happens, on the main actor, while the
  /// owner lives: for tools that must look at the tree at that very moment (its depth while a
  /// board runs, say). ``events(bufferingPolicy:)`` delivers the same events later, as a
  /// sequence.
  /// - Parameters:
  ///   - owner: Held weakly; the observation ends when it is deallocated.
  ///   - handler: Receives the owner and each event.
  /// - Returns: The subscription, to cancel it earlier.
  @discardableResult
  public func observeEvents<Owner: AnyObject>(
    _ owner: Owner, _ handler: @escaping @MainActor (Owner, LifecycleEvent) -> Void
  ) -> Subscription {
    lifecycle.subscribeOnMainActor(owner, handler)
  }

  func emit(_ event: @autoclosure () -> LifecycleEvent) {
    guard lifecycle.hasSubscribers else { return }
    lifecycle.send(event())
  }

  func record(_ issue: FlowIssue) {
    issues.append(issue)
    onIssue(issue)
  }

  /// Writes an issue to standard error; the default issue handler.
  /// - Parameter issue: The issue to write.
  public static func printToStandardError(_ issue: FlowIssue) {
    FileHandle.standardError.write(Data("flow issue: \(issue)\n".utf8))
  }
}
