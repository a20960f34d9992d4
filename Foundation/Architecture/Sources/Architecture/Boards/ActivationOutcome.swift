/// What became of one activation: whether it reached its board.
public enum ActivationOutcome: Sendable, Equatable {
  /// The board received the input.
  case activated
  /// A barrier's resolution refused the activation; `reason` is the barrier's explanation.
  case refused(barrier: String, reason: String)
  /// The activation was waiting for a barrier when its task was cancelled or its motherboard
  /// ended.
  case cancelled
  /// The activation was a mistake (unknown board, wrong types, ended motherboard); the issue
  /// was reported to the tree.
  case rejected(FlowIssue)

  var completion: BoardCompletion? {
    switch self {
    case .activated: nil
    case .refused(let barrier, let reason): .refused(barrier: barrier, reason: reason)
    case .cancelled: .cancelled
    case .rejected(let issue): .rejected(issue)
    }
  }
}
