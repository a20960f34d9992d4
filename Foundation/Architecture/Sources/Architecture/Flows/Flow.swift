/// A node of the flow tree: it owns a context and workers, and attaches child flows.
///
/// Starting a flow activates its context, starts its workers in order, starts the children
/// attached before the start or while it started, in the order they were attached, then calls
/// ``didStart()``. Ending it calls ``willEnd()``, detaches its children newest first, stops its
/// workers in reverse order and deactivates its context. Start and end are idempotent; misuse is
/// reported as a ``FlowIssue``. A flow with nothing to do of its own (a motherboard, a board's
/// node) has no context.
///
/// The lifecycle calls pair up, whatever the flow's own code does while they run:
/// - A context's `deactivate()` follows its `activate()` and never runs inside it. An end asked
///   for while the context activates (a step that finds nothing to do and leaves at once, a
///   parent that detaches it, a tree shut down from there) takes effect when `activate()`
///   returns; the same holds while a worker's `start()` runs.
/// - Each worker is stopped exactly once, and only if it was started: a flow ended while its
///   context activates starts no worker and stops none.
/// - The end mirrors the start: children start after the workers, children attached while the
///   context activates included, so they end before the workers stop.
/// - A child attached with a view (``attach(_:presenting:on:as:)``) shows it as it starts, once
///   its context activated (a child that ended while activating shows nothing), and dismisses it
///   once it ended, after its own children's views.
///
/// Flows are main-actor isolated: the tree is changed from one place, in a fixed order, as UI
/// code is on iOS, so lifecycle calls never race.
///
/// A flow that does not route is a plain `Flow(context:)`, named `Flow(<ContextType>)` in the
/// debug tree and in leak reports. Subclass only to route, that is to attach children, as a
/// flow that greets each name it is given does:
/// ```swift
/// final class WelcomeFlow: Flow {
///   private let greeting: GreetingBuilder
///   init(context: CounterContext, greeting: GreetingBuilder) {
///     self.greeting = greeting
///     super.init(context: context)
///   }
///   func greet(_ name: String) {
///     attach(greeting.build(name) {})
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
  private var watchedOnDetach: [WeakReference<AnyObject>] = []
  /// The view shown for this flow while it runs, where, and whether it is shown now.
  var presented: PresentedView?
  private var endHandlers: [@MainActor () -> Void] = []
  /// From the start of ``start()`` until ``didStart()``: children attached meanwhile wait, and
  /// start after the workers.
  private var isStarting = false
  /// While the context activates or a worker starts: an end asked for meanwhile waits.
  private(set) var isInStartStep = false
  /// How many workers were started, so that only those are stopped.
  private var startedWorkers = 0
  /// Ends asked for during a start step, each with what its caller does once the flow ended;
  /// `nil` when none was.
  private var deferredEnds: [DeferredEnd]?

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
  /// plain `Flow` the name of its context's type, as in `Flow(NotesContext)`.
  open var debugName: String {
    guard type(of: self) == Flow.self, let context else {
      return String(describing: type(of: self))
    }
    return "Flow(\(type(of: context)))"
  }

  /// The name leak reports keep for this flow when it is cheap to make and says more than the
  /// type's name (a board's node: `board notes`); `nil` keeps the type's name, worked out only
  /// when a report needs it (a plain flow's is `Flow(NotesContext)`, as in the debug tree).
  var leakCheckName: String? { nil }

  /// Where this flow's children present their views: where its own view's children go (for a
  /// tab, the tab's stack), else where its parent's children go. A motherboard's is the one the
  /// app set. Read it when a child is attached, not before: it follows the tree.
  open var navigation: (any NavigationControllable)? {
    if let presented { return presented.childNavigation }
    return parent?.navigation
  }

  /// Called when the navigation removed the view of `child` on its own: the user went back, as
  /// with UIKit's back button or a sheet swiped down. Detaches the child, which ends it as if
  /// its feature had left. Override to keep this flow's own state in step (a flow that
  /// remembers which child is open), and call `super`.
  /// - Parameter child: A child attached with a view.
  open func navigationDidRemoveView(of child: Flow) {
    detach(child)
  }

  /// Extra lines the debug tree shows under this flow, for example a motherboard's boards.
  open var debugDetails: [String] { [] }

  /// Called at the end of ``start()``; attach the flow's first children here. Not called for a
  /// flow that ended while it started.
  open func didStart() {}

  /// Called at the beginning of ``end()``, while children are still attached; for every flow
  /// that started, even one that ended before ``didStart()``.
  open func willEnd() {}

  /// Activates the context, starts the workers and children, then calls ``didStart()``.
  ///
  /// Does nothing when already started; reports ``FlowIssue/startedAfterEnd(flow:)`` after end.
  /// An end asked for while the context activates or a worker starts takes effect when that call
  /// returns, and the rest of the start is skipped.
  public final func start() {
    switch state {
    case .started: return
    case .ended:
      report(.startedAfterEnd(flow: debugName))
      return
    case .idle: break
    }
    state = .started
    isStarting = true
    if let context {
      isInStartStep = true
      context.activate()
      isInStartStep = false
      if deferredEnds != nil { return endAfterStartStep() }
    }
    // Shown once the context activated, so the view never shows the state before the start.
    presented?.show()
    for worker in workers {
      startedWorkers += 1
      isInStartStep = true
      worker.start()
      isInStartStep = false
      if deferredEnds != nil { return endAfterStartStep() }
    }
    if !children.isEmpty {
      // A child's start may end this flow, or attach or detach siblings.
      while state == .started, let waiting = children.first(where: { $0.state == .idle }) {
        waiting.start()
      }
    }
    isStarting = false
    guard state == .started else { return }
    tree?.emit(.started(flow: debugName))
    didStart()
  }

  /// Ends the flow as the ends asked for during a start step (its context's `activate`, a
  /// worker's `start`) wanted, now that the step returned; the rest of the start is skipped.
  private func endAfterStartStep() {
    isStarting = false
    guard let ends = deferredEnds, let first = ends.first else { return }
    deferredEnds = nil
    finish(fileID: first.fileID, line: first.line)
    for end in ends { end.afterEnd() }
  }

  /// Ends the flow once its current start step returns, then runs `afterEnd`.
  func deferEnd(fileID: String, line: Int, then afterEnd: @escaping @MainActor () -> Void) {
    var ends = deferredEnds ?? []
    ends.append(DeferredEnd(fileID: fileID, line: line, afterEnd: afterEnd))
    deferredEnds = ends
  }

  /// Calls ``willEnd()``, detaches children newest first, stops the started workers in reverse
  /// order and deactivates the context.
  ///
  /// Does nothing when already ended; reports ``FlowIssue/endedBeforeStart(flow:)`` when the
  /// flow never started. Called while the context activates or a worker starts, it takes effect
  /// when that call returns. Children detached on the way are reported, if they leak, as
  /// detached where this call is.
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
      if isInStartStep {
        return deferEnd(fileID: fileID, line: line) { [unowned self] in runEndHandlers() }
      }
      finish(fileID: fileID, line: line)
      runEndHandlers()
    }
  }

  /// Attaches a child and starts it when this flow is started. While this flow starts, the child
  /// waits and starts after the workers, in the order children were attached.
  ///
  /// Reports a ``FlowIssue`` and does nothing when the child is already attached, already
  /// ended, is this flow or one of its ancestors, or when this flow already ended.
  /// - Parameter child: The flow to attach.
  public final func attach(_ child: Flow) {
    if let issue = refusal(toAttach: child) { return report(issue) }
    child.isAttached = true
    child.parent = self
    child.adopt(tree)
    children.append(child)
    tree?.emit(.attached(flow: child.debugName, parent: debugName))
    if state == .started, !isStarting { child.start() }
  }

  /// Why `child` cannot be attached here, or `nil` when it can.
  func refusal(toAttach child: Flow) -> FlowIssue? {
    if child.isAttached { return .attachedTwice(flow: child.debugName, parent: debugName) }
    if isDescendant(of: child) {
      return .attachedToDescendant(flow: child.debugName, parent: debugName)
    }
    if child.state == .ended { return .startedAfterEnd(flow: child.debugName) }
    if state == .ended { return .attachedToEndedParent(flow: child.debugName, parent: debugName) }
    return nil
  }

  /// Ends a child and its whole subtree, removes it, and has the leak tracker check that it and
  /// the objects it watches are deallocated after the grace period.
  ///
  /// Reports ``FlowIssue/detachedNonChild(flow:parent:)`` when `child` is not attached here. A
  /// child that is being detached at that moment (a second detach from its own `willEnd`, say)
  /// is left alone without a report. A child whose context is activating is removed at once
  /// and ends when its `activate` returns.
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
    if child.isInStartStep {
      return child.deferEnd(fileID: fileID, line: line) { [self] in
        didDetach(child, fileID: fileID, line: line)
      }
    }
    child.finish(fileID: fileID, line: line)
    didDetach(child, fileID: fileID, line: line)
  }

  /// Lets go of a child that was removed and has ended.
  private func didDetach(_ child: Flow, fileID: String, line: Int) {
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
    watchedOnDetach += objects.map(WeakReference<AnyObject>.init)
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
      for worker in workers[..<startedWorkers].reversed() { worker.stop() }
      context?.deactivate()
    }
    tree?.emit(.ended(flow: debugName))
  }

  /// Dismisses the presented view, if it was shown, and lets go of it; then runs what waited
  /// for the end.
  func runEndHandlers() {
    if let view = presented {
      presented = nil
      view.dismiss()
    }
    let handlers = endHandlers
    endHandlers = []
    for handler in handlers { handler() }
  }

  func adopt(_ tree: FlowTree?) {
    self.tree = tree
    for child in children { child.adopt(tree) }
  }

  /// Has the tree's tracker watch this flow, its context, workers and watched objects; a flow
  /// of no tree, or of a tree without a tracker, is not checked.
  func checkForLeaks(in tree: FlowTree?, from parent: Flow?, fileID: String, line: Int) {
    guard let tracker = tree?.leakTracker else { return }
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

  /// Records an issue with the tree; a flow of no tree reports to nobody.
  static func report(_ issue: FlowIssue, to tree: FlowTree?) {
    tree?.record(issue)
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

/// An end asked for while a flow was in a start step, and what its caller does once the flow
/// ended.
private struct DeferredEnd {
  let fileID: String
  let line: Int
  let afterEnd: @MainActor () -> Void
}
