/// One change of a flow tree, as ``FlowTree/events(bufferingPolicy:)`` delivers it.
public enum LifecycleEvent: Sendable, Equatable, CustomStringConvertible {
  /// A flow was attached to a parent (`FlowTree` for the root).
  case attached(flow: String, parent: String)
  /// A flow started: its context is active, its workers run.
  case started(flow: String)
  /// A flow ended.
  case ended(flow: String)
  /// A flow was detached from its parent (`FlowTree` for the root).
  case detached(flow: String, parent: String)
  /// A board received an activation, after its barriers let it through.
  case boardActivated(board: String, motherboard: String)
  /// A board completed and was removed from its motherboard.
  case boardCompleted(board: String, motherboard: String, completion: BoardCompletion)
  /// A barrier held back an activation of a board and ran its resolution.
  case barrierBlocked(barrier: String, board: String)
  /// A barrier's resolution decided.
  case barrierResolved(barrier: String, resolution: BarrierResolution)

  /// One line, for logs.
  public var description: String {
    switch self {
    case .attached(let flow, let parent): "attached \(flow) to \(parent)"
    case .started(let flow): "started \(flow)"
    case .ended(let flow): "ended \(flow)"
    case .detached(let flow, let parent): "detached \(flow) from \(parent)"
    case .boardActivated(let board, let motherboard): "activated board \(board) on \(motherboard)"
    case .boardCompleted(let board, let motherboard, let completion):
      "completed board \(board) on \(motherboard): \(completion)"
    case .barrierBlocked(let barrier, let board): "barrier \(barrier) holds back board \(board)"
    case .barrierResolved(let barrier, let resolution): "barrier \(barrier) resolved: \(resolution)"
    }
  }
}
