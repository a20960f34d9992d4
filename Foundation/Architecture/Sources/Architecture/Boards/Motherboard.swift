/// Activates boards by identifier, applies the barriers that guard them, and routes their
/// outputs. From Boardy's motherboard.
///
/// A motherboard is a flow: attach it under the app's root flow (or let a ``Launcher`` make it
/// from module plugins), and each live board gets a node below it, with the board's feature
/// flows below that, so the debug tree and leak checks cover boards too. When the motherboard
/// ends, its boards end, and activations still held by a barrier are cancelled.
///
/// ```swift
/// let motherboard = try launcher.launch(name: "shop", flags: flags)
/// motherboard.chain(.checkout, to: .orderPlaced)  // flow chaining, checked by the compiler
/// motherboard.route(.account) { motherboard, output in
///   let checkout = motherboard.io(.checkout)
///   if output == .signedOut, checkout.isActive { checkout.send(.cancel) }
/// }
/// motherboard.io(.cart).activate(.add("MUG-001", quantity: 2))
/// ```
@MainActor
public final class Motherboard: Flow {
  /// The motherboard's name, shown in the debug tree.
  public let name: String
  var registry: BoardRegistry
  /// The motherboard a nested one looks up unknown boards on.
  weak var outer: Motherboard?
  /// Whether this is a continuous board's sub-flow.
  private let isNested: Bool
  private var live: [String: LiveBoard] = [:]
  private var routes: [String: [Route]] = [:]
  private var tickets: [String: [CompletionTicket]] = [:]
  /// How to let go of each activation a barrier holds, for when the motherboard ends.
  private var held: [UInt64: @MainActor () -> Void] = [:]
  private var nextHeldActivation: UInt64 = 0
  private var reportedMismatches: Set<String> = []

  /// Makes a motherboard with registrations; it activates nothing until it is started.
  /// - Parameters:
  ///   - name: The name shown in the debug tree.
  ///   - registry: The boards and barriers it knows; more can be registered later.
  public init(name: String, registry: BoardRegistry = BoardRegistry()) {
    self.name = name
    self.registry = registry
    self.isNested = false
    super.init()
  }

  init(name: String, outer: Motherboard?) {
    self.name = name
    self.registry = BoardRegistry()
    self.outer = outer
    self.isNested = true
    super.init()
  }

  override public var debugName: String { "Motherboard \(name)" }

  override var leakCheckName: String? { debugName }

  override public var debugDetails: [String] {
    let boards = registry.boardNames.map { live[$0] == nil ? $0 : "\($0) (active)" }
    var lines = ["boards: " + (boards.isEmpty ? "none" : boards.joined(separator: ", "))]
    let barriers = registry.barrierSummary()
    if !barriers.isEmpty { lines.append("barriers: " + barriers.joined(separator: "; ")) }
    if let outer { lines.append("other boards from Motherboard \(outer.name)") }
    return lines
  }

  /// Cancels the activations barriers hold. A nested motherboard also lets go of its
  /// registrations and routes: its board's slot keeps it for the board's whole life, and their
  /// factories and handlers may hold the board.
  override public func willEnd() {
    let holding = held
    held = [:]
    for leave in holding.values { leave() }
    live.removeAll()
    if isNested {
      registry = BoardRegistry()
      routes = [:]
    }
  }

  /// The typed handle of a board.
  /// - Parameter id: The board's identifier.
  /// - Returns: A handle that activates the board, sends it commands and waits for it.
  public func io<Input, Output, Command>(_ id: BoardID<Input, Output, Command>)
    -> BoardIO<Input, Output, Command>
  {
    BoardIO(id: id, motherboard: self)
  }

  /// The names of the boards that are active now, sorted.
  public var activeBoards: [String] { live.keys.sorted() }

  /// The names of the boards registered here (not on an outer motherboard), sorted.
  public var registeredBoards: [String] { registry.boardNames }

  // MARK: - Registering

  /// Registers a board; it is made by `make` on its first activation.
  /// - Parameters:
  ///   - id: The board's identifier; its types must be the board's.
  ///   - barriers: Barriers every activation of the board passes first.
  ///   - make: Makes the board for its slot.
  public func register<Input, Output, Command, B: Board>(
    _ id: BoardID<Input, Output, Command>, requires barriers: [BarrierID] = [],
    make: @escaping @MainActor (BoardSlot<Output>) -> B
  ) where B.Input == Input, B.Output == Output, B.Command == Command {
    registry.register(id, requires: barriers, owner: debugName, make: make)
    reportConflicts()
  }

  /// Registers a barrier under an identifier, for boards to require.
  /// - Parameters:
  ///   - id: The barrier's identifier.
  ///   - barrier: The barrier.
  public func provide(_ id: BarrierID, _ barrier: Barrier) {
    registry.provide(id, barrier, owner: debugName)
    reportConflicts()
  }

  /// Guards a board with a barrier, in addition to the barriers its registration requires.
  /// - Parameters:
  ///   - barrier: The barrier's identifier.
  ///   - board: The board.
  public func require<Input, Output, Command>(
    _ barrier: BarrierID, for board: BoardID<Input, Output, Command>
  ) {
    registry.require(barrier, forBoardNamed: board.name, owner: debugName)
  }

  /// Guards every board of this motherboard with a barrier, except some (such as the board the
  /// barrier's own resolution activates).
  /// - Parameters:
  ///   - barrier: The barrier's identifier.
  ///   - exceptions: The boards the barrier leaves alone.
  public func requireEverywhere(_ barrier: BarrierID, except exceptions: [AnyBoardID] = []) {
    registry.requireEverywhere(barrier, except: Set(exceptions.map(\.name)), owner: debugName)
  }

  private func reportConflicts() {
    for conflict in registry.conflicts {
      Flow.report(.duplicateRegistration(conflict.description), to: tree)
    }
    registry.clearConflicts()
  }

  // MARK: - Routing outputs

  /// Hands every output of a board to a handler, with this motherboard, which is held weakly.
  /// - Parameters:
  ///   - id: The board whose outputs to route.
  ///   - handler: Receives this motherboard and each output.
  public func route<Input, Output, Command>(
    _ id: BoardID<Input, Output, Command>,
    _ handler: @escaping @MainActor (Motherboard, Output) -> Void
  ) {
    route(id, to: self, handler)
  }

  /// Hands every output of a board to a handler, with a target that is held weakly.
  /// - Parameters:
  ///   - id: The board whose outputs to route.
  ///   - target: The object the route lives as long as; often the app's root context.
  ///   - handler: Receives the target and each output.
  public func route<Input, Output, Command, Target: AnyObject>(
    _ id: BoardID<Input, Output, Command>, to target: Target,
    _ handler: @escaping @MainActor (Target, Output) -> Void
  ) {
    routes[id.name, default: []].append(
      Route(signature: BoardID<Input, Output, Command>.signature) { [weak target] value in
        guard let output = value as? Output else { return false }
        if let target { handler(target, output) }
        return true
      })
  }

  /// Activates one board with every output of another: flow chaining, checked by the compiler
  /// (the first board's output type is the next board's input type).
  /// - Parameters:
  ///   - id: The board whose outputs to forward.
  ///   - next: The board they activate.
  public func chain<Input, Output, Command, NextOutput, NextCommand>(
    _ id: BoardID<Input, Output, Command>, to next: BoardID<Output, NextOutput, NextCommand>
  ) {
    route(id) { motherboard, output in motherboard.io(next).activate(output) }
  }

  func dispatch<Output>(_ output: Output, from board: String) {
    for route in routes[board] ?? [] where !route.deliver(output) {
      reportMismatch(board: board, registered: "output \(Output.self)", requested: route.signature)
    }
  }

  // MARK: - Activating

  func activate<Input, Output, Command>(
    _ id: BoardID<Input, Output, Command>, with input: Input
  ) -> Activation {
    guard state == .started else {
      return reject(.motherboardNotStarted(board: id.name, motherboard: debugName))
    }
    guard let (entry, barriers) = lookup(id.name) else {
      return reject(.unknownBoard(board: id.name, motherboard: debugName))
    }
    guard let factory = entry.factory as? BoardFactory<Input, Output, Command> else {
      return reject(
        .boardTypeMismatch(
          board: id.name, registered: entry.signature,
          requested: BoardID<Input, Output, Command>.signature))
    }
    return pass(barriers[...], then: input, to: id.name, using: factory, pending: nil)
  }

  /// Passes the barriers in order, then delivers the input. A closed barrier holds the
  /// activation in its run, which calls back, in arrival order, when it decides; the rest of the
  /// barriers are passed then.
  private func pass<Input, Output, Command>(
    _ barriers: ArraySlice<Barrier>, then input: Input, to board: String,
    using factory: BoardFactory<Input, Output, Command>, pending: PendingActivation?
  ) -> Activation {
    var remaining = barriers
    while let barrier = remaining.popFirst() {
      switch barrier.admit(on: self) {
      case .open: continue
      case .cycle:
        let issue = FlowIssue.barrierCycle(barrier: barrier.name, board: board)
        report(issue)
        pending?.finish(.rejected(issue))
        return Activation(.rejected(issue))
      case .wait(let run):
        tree?.emit(.barrierBlocked(barrier: barrier.name, board: board))
        let pending = pending ?? PendingActivation()
        let rest = remaining
        let key = nextHeldActivation
        nextHeldActivation += 1
        // Delivered later, the activation goes on in the scope it came from: a resolution that
        // activated it owns the board it makes.
        let scope = BarrierScope.current
        // The run keeps the pending activation, so that one nobody waits for is still delivered.
        let holding = run.hold { [weak self] resolution in
          guard let self else { return pending.finish(.cancelled) }
          self.held[key] = nil
          self.tree?.emit(.barrierResolved(barrier: barrier.name, resolution: resolution))
          guard resolution == .resume else {
            return pending.finish(.refused(barrier: barrier.name, reason: barrier.refusal))
          }
          guard self.state == .started else { return pending.finish(.cancelled) }
          BarrierScope.$current.withValue(scope) {
            _ = self.pass(rest, then: input, to: board, using: factory, pending: pending)
          }
        }
        let leave: @MainActor () -> Void = { [weak self, weak pending] in
          run.release(holding)
          self?.held[key] = nil
          pending?.finish(.cancelled)
        }
        held[key] = leave
        pending.cancel = leave
        return Activation(pending: pending)
      }
    }
    let outcome = deliver(input, to: board, using: factory)
    pending?.finish(outcome)
    return Activation(outcome)
  }

  /// Hands the input to the board, made now if it is not live. A barrier's resolution that
  /// nobody waits for any more makes no board: its activation is cancelled.
  private func deliver<Input, Output, Command>(
    _ input: Input, to board: String, using factory: BoardFactory<Input, Output, Command>
  ) -> ActivationOutcome {
    let endpoints: BoardEndpoints<Input, Command>
    let node: BoardFlow
    if let existing = live[board], let typed = existing.endpoints as? BoardEndpoints<Input, Command>
    {
      (endpoints, node) = (typed, existing.node)
    } else {
      let run = BarrierScope.current.run
      if run?.isAbandoned == true { return .cancelled }
      (endpoints, node) = make(board, using: factory)
      run?.didMake(node, on: self)
    }
    tree?.emit(.boardActivated(board: board, motherboard: name))
    node.activationDepth += 1
    endpoints.activate(input)
    node.activationDepth -= 1
    if node.activationDepth == 0, let pending = node.pendingCompletion {
      node.pendingCompletion = nil
      complete(node, with: pending.completion, fileID: pending.fileID, line: pending.line)
    }
    return .activated
  }

  private func make<Input, Output, Command>(
    _ board: String, using factory: BoardFactory<Input, Output, Command>
  ) -> (BoardEndpoints<Input, Command>, BoardFlow) {
    let node = BoardFlow(boardName: board)
    let slot = BoardSlot<Output>(boardName: board, node: node, motherboard: self)
    let made = factory.make(slot)
    node.board = made.object
    node.watchOnDetach(made.object, slot)
    live[board] = LiveBoard(node: node, endpoints: made.endpoints)
    node.whenEnded { [weak self, weak node] in
      guard let self, let node else { return }
      self.boardEnded(board, node: node)
    }
    attach(node)
    return (made.endpoints, node)
  }

  private func reject(_ issue: FlowIssue) -> Activation {
    report(issue)
    return Activation(.rejected(issue))
  }

  /// Finds a registration here or on the outer motherboards, with the barriers that guard it
  /// where it is registered.
  private func lookup(_ board: String) -> (BoardRegistry.Entry, [Barrier])? {
    if let entry = registry.boards[board] {
      let barriers = registry.requirements(of: board).compactMap { id in
        registry.barriers[id]?.barrier ?? outer?.barrier(id)
      }
      return (entry, barriers)
    }
    return outer?.lookup(board)
  }

  private func barrier(_ id: BarrierID) -> Barrier? {
    registry.barriers[id]?.barrier ?? outer?.barrier(id)
  }

  // MARK: - Commands and completion

  func send<Input, Output, Command>(_ command: Command, to id: BoardID<Input, Output, Command>) {
    guard let board = live[id.name] else { return report(.commandToInactiveBoard(board: id.name)) }
    guard let endpoints = board.endpoints as? BoardEndpoints<Input, Command> else {
      return reportMismatch(
        board: id.name, registered: "a board of other types",
        requested: BoardID<Input, Output, Command>.signature)
    }
    endpoints.interact(command)
  }

  func isActive(_ board: String) -> Bool { live[board] != nil }

  func complete(_ node: BoardFlow, with completion: BoardCompletion, fileID: String, line: Int) {
    guard live[node.boardName]?.node === node else { return }
    guard node.activationDepth == 0 else {
      if node.pendingCompletion == nil { node.pendingCompletion = (completion, fileID, line) }
      return
    }
    node.completion = completion
    detach(node, fileID: fileID, line: line)
  }

  /// Ends a board that is no longer wanted (a barrier's abandoned run made it); it completes as
  /// cancelled.
  func end(_ node: BoardFlow, fileID: String = #fileID, line: Int = #line) {
    complete(node, with: .cancelled, fileID: fileID, line: line)
  }

  private func boardEnded(_ board: String, node: BoardFlow) {
    if live[board]?.node === node { live[board] = nil }
    let completion = node.completion ?? .cancelled
    tree?.emit(.boardCompleted(board: board, motherboard: name, completion: completion))
    for ticket in tickets.removeValue(forKey: board) ?? [] { ticket.resolve(completion) }
  }

  func expectCompletion(of board: String) -> CompletionTicket {
    let ticket = CompletionTicket(board: board)
    tickets[board, default: []].append(ticket)
    return ticket
  }

  func drop(_ ticket: CompletionTicket) {
    tickets[ticket.board]?.removeAll { $0 === ticket }
  }

  func wait(for ticket: CompletionTicket) async -> BoardCompletion {
    let completion = await ticket.wait()
    drop(ticket)
    return completion
  }

  private func reportMismatch(board: String, registered: String, requested: String) {
    guard reportedMismatches.insert(board + requested).inserted else { return }
    report(.boardTypeMismatch(board: board, registered: registered, requested: requested))
  }
}

/// A board on its motherboard: its node and its typed entry points.
@MainActor
private struct LiveBoard {
  let node: BoardFlow
  /// A `BoardEndpoints<Input, Command>`.
  let endpoints: Any
}

/// One route of a board's outputs; returns `false` for an output of another type.
@MainActor
private struct Route {
  let signature: String
  let deliver: @MainActor (Any) -> Bool
}
