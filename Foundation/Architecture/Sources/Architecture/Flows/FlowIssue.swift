/// A misuse of the flow tree or of a motherboard, reported instead of silently ignored.
///
/// Each case names the types or boards involved. A ``FlowTree`` collects those of its flows
/// (attached, launched or adopted) and hands each to its issue handler; a flow of no tree
/// reports to nobody. An issue is also an `Error`, for a board that fails with it.
public enum FlowIssue: Error, Sendable, Equatable, CustomStringConvertible {
  /// A flow that already has a parent, or is a tree's root, was attached again.
  case attachedTwice(flow: String, parent: String)
  /// A flow was attached to itself or to one of its descendants.
  case attachedToDescendant(flow: String, parent: String)
  /// A flow was attached to a parent that already ended.
  case attachedToEndedParent(flow: String, parent: String)
  /// A flow was detached from a parent it is not attached to.
  case detachedNonChild(flow: String, parent: String)
  /// A flow was ended although it never started.
  case endedBeforeStart(flow: String)
  /// A flow that ended was started again.
  case startedAfterEnd(flow: String)
  /// A flow was deallocated while it was started, so it never ended: its context stayed active.
  case deallocatedWhileStarted(flow: String)
  /// A board was activated, routed or sent a command by an identifier no plugin registered.
  case unknownBoard(board: String, motherboard: String)
  /// A board identifier was used with other types than the board registered under it.
  case boardTypeMismatch(board: String, registered: String, requested: String)
  /// A command was sent to a board that is not active.
  case commandToInactiveBoard(board: String)
  /// A board was activated on a motherboard that is not started (not attached yet, or ended).
  case motherboardNotStarted(board: String, motherboard: String)
  /// A board or barrier was registered under a name already taken; the first one stays.
  case duplicateRegistration(String)
  /// A board sent an output after it completed.
  case outputAfterCompletion(board: String)
  /// A barrier's own resolution activated a board that the same barrier guards.
  case barrierCycle(barrier: String, board: String)
  /// A board presented a view, but its motherboard has no navigation to show it on.
  case noNavigation(view: String, board: String)

  /// A sentence describing the misuse.
  public var description: String {
    switch self {
    case .attachedTwice(let flow, let parent):
      "\(flow) is already attached; attaching it to \(parent) again was ignored"
    case .attachedToDescendant(let flow, let parent):
      "\(flow) cannot be attached to \(parent), its own descendant"
    case .attachedToEndedParent(let flow, let parent):
      "\(flow) cannot be attached to \(parent), which already ended"
    case .detachedNonChild(let flow, let parent):
      "\(flow) is not a child of \(parent); detaching it was ignored"
    case .endedBeforeStart(let flow):
      "\(flow) was ended before it started"
    case .startedAfterEnd(let flow):
      "\(flow) was started after it ended; a flow cannot restart"
    case .deallocatedWhileStarted(let flow):
      "\(flow) was deallocated while started; detach or end it so its context deactivates"
    case .unknownBoard(let board, let motherboard):
      "no board '\(board)' is registered on \(motherboard); is its module's plugin installed?"
    case .boardTypeMismatch(let board, let registered, let requested):
      "board '\(board)' is registered as \(registered) but was used as \(requested)"
    case .commandToInactiveBoard(let board):
      "board '\(board)' is not active; the command was dropped"
    case .motherboardNotStarted(let board, let motherboard):
      "board '\(board)' was activated on \(motherboard), which is not started; the activation"
        + " was dropped"
    case .duplicateRegistration(let problem):
      "\(problem); the first registration stays"
    case .outputAfterCompletion(let board):
      "board '\(board)' sent an output after it completed; the output was dropped"
    case .barrierCycle(let barrier, let board):
      "barrier '\(barrier)' activated board '\(board)', which it guards itself; the activation"
        + " was refused instead of waiting for itself"
    case .noNavigation(let view, let board):
      "board '\(board)' has no navigation to show \(view) on; set its motherboard's navigation"
        + " (the app's window) before it presents"
    }
  }
}
