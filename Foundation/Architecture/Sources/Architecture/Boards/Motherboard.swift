/// Activates boards by identifier, applies the barriers that guard them, and routes their
/// outputs. From Boardy's motherboard.
///
/// A motherboard is a flow: attach it under the app's root flow (or let a ``Launcher`` make it
/// from module plugins), and each live board gets a node below it, with the board's feature
/// flows below that, so the debug tree and leak checks cover boards too. When the motherboard
/// ends, its boards end, and activations still held by a barrier are cancelled.
///
/// The motherboard makes live boards, hands them inputs and commands, and removes them when they
/// complete. Its other jobs have types of their own: the registrations are a board registry,
/// the barriers an activation passes are applied by a gate that holds what they hold back, the
/// routes of outputs and the waits for completions are kept apart, and registering and routing
/// are declared in extensions of their own.
///
/// ```swift
/// let motherboard = try launcher.launch(name: "app", flags: flags)
/// motherboard.chain(.signIn, to: .greeting)  // sign-in's Output is the greeting's Input
/// motherboard.route(.notes) { motherboard, note in
///   let counter = motherboard.io(.counter)
///   if note == "reset", counter.isActive { counter.send(.reset) }
/// }
/// let run = Task { await motherboard.io(.counter).run(()) }  // activate, then wait
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
  var routes = OutputRoutes()
  private var tickets = CompletionTickets()
  private let gate = BarrierGate()
  private var reportedMismatches: Set<String> = []
  private var ownNavigation: (any NavigationControllable)?
  /// The navigations the app chose for single boards, by board name.
  var boardNavigations: [String: any NavigationControllable] = [:]

  /// Makes a motherboard with no registrations; it activates nothing until it is started.
  /// - Parameter name: The name shown in the debug tree.
  public convenience init(name: String) {
    self.init(name: name, registry: BoardRegistry())
  }

  /// Makes a motherboard with the boards and barriers a launcher registered.
  init(name: String, registry: BoardRegistry) {
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
    gate.releaseAll()
    live.removeAll()
    if isNested {
      registry = BoardRegistry()
      routes.removeAll()
    }
  }

  /// Where this motherboard's boards present their features' views: the app's window, the root
  /// of its navigation (Boardy's root context). A nested motherboard presents where its board
  /// does on the outer one, unless it is given a navigation of its own; `nil` when none is set
  /// anywhere.
  ///
  /// ```swift
  /// motherboard.navigation = shell  // the UI target's root: its tabs and their stacks
  /// ```
  override public var navigation: (any NavigationControllable)? {
    get { ownNavigation ?? outer?.navigation(forBoard: name) }
    set { ownNavigation = newValue }
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
    return gate.pass(
      barriers[...], then: input, to: id.name, using: factory, on: self, pending: nil)
  }

  /// Hands the input to the board, made now if it is not live. A barrier's resolution that
  /// nobody waits for any more makes no board: its activation is cancelled.
  func deliver<Input, Output, Command>(
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
    tickets.resolve(board, with: completion)
  }

  func expectCompletion(of board: String) -> CompletionTicket {
    tickets.expect(board)
  }

  func drop(_ ticket: CompletionTicket) {
    tickets.drop(ticket)
  }

  func wait(for ticket: CompletionTicket) async -> BoardCompletion {
    let completion = await ticket.wait()
    drop(ticket)
    return completion
  }

  func reportMismatch(board: String, registered: String, requested: String) {
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
