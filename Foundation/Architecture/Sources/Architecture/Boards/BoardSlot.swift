/// A board's connection to its motherboard: it sends the board's outputs, completes the board,
/// and attaches the board's feature flows under the board's node in the flow tree.
///
/// The motherboard gives each board its slot when it makes the board. The slot refers to the
/// node and the motherboard weakly, so a board that keeps its slot forms no cycle.
@MainActor
public final class BoardSlot<Output> {
  /// The board's name.
  public let boardName: String
  private weak var node: BoardFlow?
  /// The motherboard the board lives on, while it does.
  public private(set) weak var motherboard: Motherboard?
  /// The sub-flow's motherboard, once made; it lets go of its registrations when it ends, so
  /// holding it keeps no board alive.
  private var nested: Motherboard?

  init(boardName: String, node: BoardFlow, motherboard: Motherboard) {
    self.boardName = boardName
    self.node = node
    self.motherboard = motherboard
  }

  /// Whether the board is still on its motherboard, not completed.
  public var isActive: Bool { node?.state == .started && node?.pendingCompletion == nil }

  /// The feature flows attached under the board's node, oldest first, without a continuous
  /// board's nested motherboard: a board tells from them whether its feature is already running,
  /// instead of keeping a reference of its own between activations.
  public var flows: [Flow] {
    guard let node else { return [] }
    return node.children.filter { $0 !== node.nested }
  }

  /// Sends an output; the motherboard hands it to the routes registered for this board.
  ///
  /// An output sent after the board completed is dropped and reported.
  /// - Parameter output: The output.
  public func send(_ output: Output) {
    guard let motherboard, isActive else {
      return report(.outputAfterCompletion(board: boardName))
    }
    motherboard.dispatch(output, from: boardName)
  }

  /// Completes the board: the motherboard removes it, detaches its node (ending its feature
  /// flows) and checks them for leaks. Does nothing when already completed. Called while the
  /// board's `activate` runs (a feature that finishes as it starts), it takes effect when
  /// `activate` returns.
  /// - Parameters:
  ///   - fileID: Where the board completes, for leak reports; filled in by the compiler.
  ///   - line: The line, for leak reports; filled in by the compiler.
  public func complete(fileID: String = #fileID, line: Int = #line) {
    finish(.finished, fileID: fileID, line: line)
  }

  /// Completes the board with an error, which ``BoardIO/run(_:)`` hands to the caller.
  /// - Parameters:
  ///   - error: Why the board stopped; its description is what a user reads.
  ///   - fileID: Where the board completes, for leak reports; filled in by the compiler.
  ///   - line: The line, for leak reports; filled in by the compiler.
  public func fail(_ error: any Error, fileID: String = #fileID, line: Int = #line) {
    finish(.failed(error), fileID: fileID, line: line)
  }

  /// Attaches a feature flow under the board's node.
  /// - Parameter flow: The flow the board's builder made.
  public func attach(_ flow: Flow) {
    guard let node, isActive else {
      return report(.attachedToEndedParent(flow: flow.debugName, parent: "board \(boardName)"))
    }
    node.attach(flow)
  }

  /// Attaches a feature flow under the board's node and presents its view on the motherboard's
  /// ``navigation``, as ``Flow/attach(_:presenting:on:as:)`` does: the view is shown as the flow
  /// starts and dismissed when it ends, at the latest when the board completes.
  ///
  /// With no navigation to present on, the flow is not attached (nobody could use it) and the
  /// board fails with ``FlowIssue/noNavigation(view:board:)``, which is reported too.
  /// ```swift
  /// let feature = builder.build(notes) { [slot] in slot.relay($0) }  // out, or done
  /// slot.attach(feature.flow, presenting: feature.view)
  /// ```
  /// - Parameters:
  ///   - flow: The flow the board's builder made.
  ///   - view: The flow's view, made by the UI target through the feature's view factory.
  ///   - style: Pushed on a stack, a sheet over the current view, or a tab.
  public func attach(
    _ flow: Flow, presenting view: any ViewControllable, as style: PresentationStyle = .push
  ) {
    guard let node, isActive else {
      return report(.attachedToEndedParent(flow: flow.debugName, parent: "board \(boardName)"))
    }
    guard let navigation else {
      let issue = FlowIssue.noNavigation(
        view: String(describing: type(of: view)), board: boardName)
      report(issue)
      return fail(issue)
    }
    node.attach(flow, presenting: view, on: navigation, as: style)
  }

  /// Where the board presents its features' views: the navigation its motherboard has for it
  /// (``Motherboard/present(_:on:)``), else the motherboard's ``Motherboard/navigation``. A
  /// feature's own children present on its flow's ``Flow/navigation`` instead.
  public var navigation: (any NavigationControllable)? {
    motherboard?.navigation(forBoard: boardName)
  }

  /// Detaches a feature flow from the board's node, for a board that stays active.
  /// - Parameters:
  ///   - flow: The flow to detach.
  ///   - fileID: Where, for leak reports; filled in by the compiler.
  ///   - line: The line, for leak reports; filled in by the compiler.
  public func detach(_ flow: Flow, fileID: String = #fileID, line: Int = #line) {
    node?.detach(flow, fileID: fileID, line: line)
  }

  /// Hands a command to the running features: each flow attached under the board's node whose
  /// context, or which itself, is a ``CommandHandler`` of this command type, oldest first. A
  /// flow that ended meanwhile (a handler before it completed the board) is skipped.
  ///
  /// ```swift
  /// func interact(_ command: CounterCommand) {
  ///   if slot.forward(command) == 0 { slot.fail(CounterError.notCounting) }  // none runs
  /// }
  /// ```
  /// - Parameter command: The command the board received.
  /// - Returns: How many features handled it; 0 when none that runs handles it, for the board to
  ///   decide what the command means then.
  @discardableResult
  public func forward<Command>(_ command: Command) -> Int {
    var handled = 0
    for flow in flows {
      guard flow.state == .started, flow.parent === node else { continue }
      let handler =
        (flow.context as? any CommandHandler<Command>) ?? (flow as? any CommandHandler<Command>)
      guard let handler else { continue }
      handler.handle(command)
      handled += 1
    }
    return handled
  }

  /// Adds objects to the leak check of the board's node: once the board completes, they must
  /// be deallocated.
  /// - Parameter objects: The objects.
  public func watchOnDetach(_ objects: AnyObject...) {
    node?.watchOnDetach(contentsOf: objects)
  }

  /// The motherboard of the board's sub-flow, made and configured on first use and attached
  /// under the board's node, so it ends with the board. See ``ContinuousBoard``.
  ///
  /// A board has one nested motherboard for its whole life: every later call returns it, ended
  /// once the board completed. Asked for the first time after the board completed, it makes one
  /// that is never configured nor started, so it refuses activations.
  /// - Parameter configure: Registers the sub-flow's boards and routes; called at most once.
  /// - Returns: The nested motherboard.
  public func nestedMotherboard(configure: (Motherboard) -> Void) -> Motherboard {
    if let nested { return nested }
    let made = Motherboard(name: boardName, outer: motherboard)
    nested = made
    guard let node, node.state != .ended, node.pendingCompletion == nil else { return made }
    configure(made)
    node.nested = made
    node.attach(made)
    return made
  }

  private func finish(_ completion: BoardCompletion, fileID: String, line: Int) {
    guard let node, let motherboard, isActive else { return }
    motherboard.complete(node, with: completion, fileID: fileID, line: line)
  }

  private func report(_ issue: FlowIssue) {
    Flow.report(issue, to: motherboard?.tree)
  }
}
