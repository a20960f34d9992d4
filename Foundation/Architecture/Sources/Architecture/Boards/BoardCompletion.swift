/// How a board's work ended, as ``BoardIO/run(_:)`` and ``BoardIO/completion()`` report it.
///
/// A board completes with ``finished`` or ``failed(_:)``; a board whose flow ends before it
/// completes (its motherboard ended) is ``cancelled``. When the activation never reached the
/// board, `run` says why: ``refused(barrier:reason:)`` or ``rejected(_:)``.
public enum BoardCompletion: Sendable, Equatable, CustomStringConvertible {
  /// The board did its work.
  case finished
  /// The board stopped with an error; the error's own message explains it to the user.
  case failed(any Error)
  /// The board's flow ended before the board completed, or the waiting task was cancelled.
  case cancelled
  /// A barrier's resolution refused the activation; the board was never activated. `reason` is
  /// the barrier's explanation for the user, such as "needs a signed-in customer".
  case refused(barrier: String, reason: String)
  /// The activation was a mistake (unknown board, wrong types); the issue was reported.
  case rejected(FlowIssue)

  /// One word or phrase: `finished`, `failed: <error>`, `refused by signed-in`, ...
  public var description: String {
    switch self {
    case .finished: "finished"
    case .failed(let error): "failed: \(error)"
    case .cancelled: "cancelled"
    case .refused(let barrier, let reason): "refused by \(barrier): \(reason)"
    case .rejected(let issue): "rejected: \(issue)"
    }
  }

  /// Compares cases; two failures are equal when their errors print the same.
  public static func == (lhs: BoardCompletion, rhs: BoardCompletion) -> Bool {
    switch (lhs, rhs) {
    case (.finished, .finished), (.cancelled, .cancelled): true
    case (.failed(let left), .failed(let right)): "\(left)" == "\(right)"
    case (.refused(let left, _), .refused(let right, _)): left == right
    case (.rejected(let left), .rejected(let right)): left == right
    default: false
    }
  }
}
