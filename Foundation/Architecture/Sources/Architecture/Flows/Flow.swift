import Foundation

/// A node of the flow tree: it owns a context and workers, and attaches child flows.
///
/// Starting a flow activates its context, starts its workers in order, starts children attached
/// before the start, then calls ``didStart()``. Ending it calls ``willEnd()``, detaches its
/// children in reverse order, stops its workers in reverse order and deactivates its context.
/// Start and end are idempotent; misuse is reported as a ``FlowIssue``.
///
/// Flows are main-actor isolated: the tree is changed from one place, in a fixed order, as UI
/// code is on iOS, so lifecycle calls never race.
///
/// ```swift
/// final class CartFlow: Flow {
///   let checkoutBuilder: AnyBuilder<any CheckoutListener, Flow>
///   func showCheckout(listener: any CheckoutListener) {
///     attach(checkoutBuilder.build(listener: listener, id: "checkout"))
///   }
/// }
/// ```
@MainActor
open class Flow {
  /// The flow's business logic.
  public let context: any Context
  /// The flow's workers, started in this order.
  public let workers: [any Worker]
  /// Where the flow is in its life.
  public private(set) var state: FlowState = .idle
  /// The attached children, oldest first.
  public private(set) var children: [Flow] = []
  /// The flow this one is attached to.
  public private(set) weak var parent: Flow?
  weak var tree: FlowTree?
  var isAttached = false

  /// Makes a flow.
  /// - Parameters:
  ///   - context: The flow's business logic.
  ///   - workers: The flow's workers, started in this order.
  public init(context: any Context, workers: [any Worker] = []) {
    self.context = context
    self.workers = workers
  }

  /// The name shown in reports and in the debug tree; the type's name by default.
  open var debugName: String { String(describing: type(of: self)) }

  /// Called at the end of ``start()``; attach the flow's first children here.
  open func didStart() {}

  /// Called at the beginning of ``end()``, while children are still attached.
  open func willEnd() {}

  /// Activates the context, starts the workers and children, then calls ``didStart()``.
  ///
  /// Does nothing when already started; reports ``FlowIssue/startedAfterEnd(flow:)`` after end.
  public final func start() {
    switch state {
    case .started: return
    case .ended:
      report(.startedAfterEnd(flow: debugName))
      return
    case .idle: break
    }
    state = .started
    context.activate()
    for worker in workers { worker.start() }
    for child in children where child.state == .idle { child.start() }
    didStart()
  }

  /// Calls ``willEnd()``, detaches children in reverse order, stops workers in reverse order and
  /// deactivates the context.
  ///
  /// Does nothing when already ended; reports ``FlowIssue/endedBeforeStart(flow:)`` when the
  /// flow never started.
  public final func end() {
    switch state {
    case .ended: return
    case .idle:
      report(.endedBeforeStart(flow: debugName))
      return
    case .started: finish()
    }
  }

  /// Attaches a child and starts it when this flow is started.
  ///
  /// Reports a ``FlowIssue`` and does nothing when the child is already attached, already
  /// ended, is this flow or one of its ancestors, or when this flow already ended.
  /// - Parameter child: The flow to attach.
  public final func attach(_ child: Flow) {
    if child.isAttached {
      report(.attachedTwice(flow: child.debugName, parent: debugName))
      return
    }
    if isDescendant(of: child) {
      report(.attachedToDescendant(flow: child.debugName, parent: debugName))
      return
    }
    if child.state == .ended {
      report(.startedAfterEnd(flow: child.debugName))
      return
    }
    if state == .ended {
      report(.attachedToEndedParent(flow: child.debugName, parent: debugName))
      return
    }
    child.isAttached = true
    child.parent = self
    child.adopt(tree)
    children.append(child)
    if state == .started { child.start() }
  }

  /// Ends a child and its whole subtree, removes it, and has the tree's leak tracker check that
  /// it is deallocated after the grace period.
  ///
  /// Reports ``FlowIssue/detachedNonChild(flow:parent:)`` when `child` is not attached here.
  /// - Parameter child: The flow to detach.
  public final func detach(_ child: Flow) {
    guard let index = children.lastIndex(where: { $0 === child }) else {
      report(.detachedNonChild(flow: child.debugName, parent: debugName))
      return
    }
    children.remove(at: index)
    child.finish()
    child.parent = nil
    child.isAttached = false
    tree?.watchForLeaks(child)
  }

  /// Detaches every child, newest first.
  public final func detachAllChildren() {
    while let newest = children.last { detach(newest) }
  }

  func finish() {
    let wasStarted = state == .started
    state = .ended
    if wasStarted { willEnd() }
    detachAllChildren()
    guard wasStarted else { return }
    for worker in workers.reversed() { worker.stop() }
    context.deactivate()
  }

  func adopt(_ tree: FlowTree?) {
    self.tree = tree
    for child in children { child.adopt(tree) }
  }

  func report(_ issue: FlowIssue) {
    if let tree {
      tree.record(issue)
    } else {
      FileHandle.standardError.write(Data("flow issue: \(issue)\n".utf8))
    }
  }

  private func isDescendant(of flow: Flow) -> Bool {
    var current: Flow? = self
    while let node = current {
      if node === flow { return true }
      current = node.parent
    }
    return false
  }
}
