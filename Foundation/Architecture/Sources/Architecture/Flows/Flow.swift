/// A node of the flow tree: it owns a context and workers, and attaches child flows.
///
/// Starting a flow activates its context, starts its workers in order, starts children attached
/// before the start, then calls ``didStart()``. Ending it calls ``willEnd()``, detaches its
/// children in reverse order, stops its workers in reverse order and deactivates its context.
/// Start and end are idempotent; misuse is reported as a ``FlowIssue``. A flow with nothing to
/// do of its own (a motherboard, a board's node) has no context.
///
/// Flows are main-actor isolated: the tree is changed from one place, in a fixed order, as UI
/// code is on iOS, so lifecycle calls never race.
///
/// ```swift
/// final class CatalogFlow: Flow {
///   private let detailBuilder: ProductDetailBuilder
///   func showDetail(of product: Product, listener: any ProductDetailListener) {
///     attach(detailBuilder.build(product, listener: listener))
///   }
/// }
/// ```
@MainActor
open class Flow {
  /// The flow's business logic, or `nil` for a flow that only holds children.
  public let context: (any Context)?
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
  private var watchedOnDetach: [WeakObject] = []
  private var endHandlers: [@MainActor () -> Void] = []

  /// Makes a flow.
  /// - Parameters:
  ///   - context: The flow's business logic; `nil` when the flow only holds children.
  ///   - workers: The flow's workers, started in this order.
  public init(context: (any Context)? = nil, workers: [any Worker] = []) {
    self.context = context
    self.workers = workers
  }

  /// Reports a flow that dies started: its context was never deactivated. The report reaches
  /// the tree on the main actor's next turn, since `deinit` may run anywhere.
  deinit {
    guard state == .started else { return }
    let issue = FlowIssue.deallocatedWhileStarted(flow: String(describing: type(of: self)))
    let tree = self.tree
    Task { @MainActor in Flow.report(issue, to: tree) }
  }

  /// The name shown in reports and in the debug tree: the type's name by default, and for a
  /// plain `Flow` the name of its context's type, as in `Flow(CartContext)`.
  open var debugName: String {
    guard type(of: self) == Flow.self, let context else {
      return String(describing: type(of: self))
    }
    return "Flow(\(type(of: context)))"
  }

  /// The name leak reports keep for this flow when it is cheap to make and says more than the
  /// type's name (a board's node: `board cart`, a plain flow: `Flow(CartContext)`); `nil` keeps
  /// the type's name, worked out only if the flow leaks.
  var leakCheckName: String? {
    type(of: self) == Flow.self && context != nil ? debugName : nil
  }

  /// Extra lines the debug tree shows under this flow, for example a motherboard's boards.
  open var debugDetails: [String] { [] }

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
    context?.activate()
    guard state == .started else { return }  // Ended by its own context while activating.
    for worker in workers { worker.start() }
    for child in children where child.state == .idle { child.start() }
    tree?.emit(.started(flow: debugName))
    didStart()
  }

  /// Calls ``willEnd()``, detaches children in reverse order, stops workers in reverse order and
  /// deactivates the context.
  ///
  /// Does nothing when already ended; reports ``FlowIssue/endedBeforeStart(flow:)`` when the
  /// flow never started. Children detached on the way are reported, if they leak, as detached
  /// where this call is.
  /// - Parameters:
  ///   - fileID: Where the flow ends, for leak reports; filled in by the compiler.
  ///   - line: The line, for leak reports; filled in by the compiler.
  public final func end(fileID: String = #fileID, line: Int = #line) {
    switch state {
    case .ended: return
    case .idle:
      report(.endedBeforeStart(flow: debugName))
      return
    case .started:
      finish(fileID: fileID, line: line)
      runEndHandlers()
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
    tree?.emit(.attached(flow: child.debugName, parent: debugName))
    if state == .started { child.start() }
  }

  /// Ends a child and its whole subtree, removes it, and has the leak tracker check that it and
  /// the objects it watches are deallocated after the grace period.
  ///
  /// Reports ``FlowIssue/detachedNonChild(flow:parent:)`` when `child` is not attached here. A
  /// child that is being detached at that moment (a second detach from its own `willEnd`, say)
  /// is left alone without a report.
  /// - Parameters:
  ///   - child: The flow to detach.
  ///   - fileID: Where the detach happens, for leak reports; filled in by the compiler.
  ///   - line: The line of the detach, for leak reports; filled in by the compiler.
  public final func detach(_ child: Flow, fileID: String = #fileID, line: Int = #line) {
    guard let index = children.lastIndex(where: { $0 === child }) else {
      if child.parent === self { return }
      report(.detachedNonChild(flow: child.debugName, parent: debugName))
      return
    }
    children.remove(at: index)
    child.finish(fileID: fileID, line: line)
    child.parent = nil
    child.isAttached = false
    tree?.emit(.detached(flow: child.debugName, parent: debugName))
    child.runEndHandlers()
    child.checkForLeaks(in: tree, from: self, fileID: fileID, line: line)
  }

  /// Detaches every child, newest first.
  /// - Parameters:
  ///   - fileID: Where, for leak reports; filled in by the compiler.
  ///   - line: The line, for leak reports; filled in by the compiler.
  public final func detachAllChildren(fileID: String = #fileID, line: Int = #line) {
    while let newest = children.last { detach(newest, fileID: fileID, line: line) }
  }

  /// Adds objects to this flow's leak check: once the flow is detached, they must be
  /// deallocated too. A builder passes the services and stores it made for this feature.
  ///
  /// Only weak references are kept, so watching never keeps an object alive.
  /// - Parameter objects: The objects that must go away with the flow.
  public final func watchOnDetach(_ objects: AnyObject...) {
    watchOnDetach(contentsOf: objects)
  }

  func watchOnDetach(contentsOf objects: [AnyObject]) {
    watchedOnDetach += objects.map(WeakObject.init)
  }

  /// Runs `handler` once, when this flow has ended and, if attached, been detached; at once
  /// when it already ended.
  func whenEnded(_ handler: @escaping @MainActor () -> Void) {
    if state == .ended { return handler() }
    endHandlers.append(handler)
  }

  /// Ends the flow; children are detached as if from the call site that ended it.
  func finish(fileID: String, line: Int) {
    let wasStarted = state == .started
    state = .ended
    if wasStarted { willEnd() }
    detachAllChildren(fileID: fileID, line: line)
    if wasStarted {
      for worker in workers.reversed() { worker.stop() }
      context?.deactivate()
    }
    tree?.emit(.ended(flow: debugName))
  }

  func runEndHandlers() {
    let handlers = endHandlers
    endHandlers = []
    for handler in handlers { handler() }
  }

  func adopt(_ tree: FlowTree?) {
    self.tree = tree
    for child in children { child.adopt(tree) }
  }

  /// Watches this flow, its context, workers and watched objects; outside any tree, the
  /// standalone tracker checks them.
  func checkForLeaks(in tree: FlowTree?, from parent: Flow?, fileID: String, line: Int) {
    let tracker: LeakTracker? = if let tree { tree.leakTracker } else { LeakTracker.standalone }
    guard let tracker else { return }
    var objects: [AnyObject] = [self]
    if let context { objects.append(context) }
    objects += workers as [AnyObject]
    objects += watchedOnDetach.compactMap(\.object)
    tracker.watch(
      objects, named: leakCheckName, detachedFrom: parent, fileID: fileID, line: line)
  }

  func report(_ issue: FlowIssue) {
    Flow.report(issue, to: tree)
  }

  static func report(_ issue: FlowIssue, to tree: FlowTree?) {
    if let tree {
      tree.record(issue)
    } else {
      FlowTree.printToStandardError(issue)
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
