/// One entry of an ``Orchestrator``'s trace. `depth` counts the continuous steps around it.
public enum StepEvent: Sendable, Equatable, CustomStringConvertible {
  /// A step began.
  case activated(step: String, depth: Int)
  /// A step produced its output.
  case completed(step: String, depth: Int)
  /// A step was cancelled.
  case cancelled(step: String, depth: Int)
  /// A barrier's check passed.
  case barrierPassed(barrier: String, depth: Int)
  /// A barrier's check failed, so its own flow runs.
  case barrierBlocked(barrier: String, depth: Int)
  /// A barrier's own flow decided whether the pending step resumes.
  case barrierResolved(barrier: String, resolution: BarrierResolution, depth: Int)

  /// One indented line, for example `  activated confirm`.
  public var description: String {
    switch self {
    case .activated(let step, let depth): indent(depth) + "activated \(step)"
    case .completed(let step, let depth): indent(depth) + "completed \(step)"
    case .cancelled(let step, let depth): indent(depth) + "cancelled \(step)"
    case .barrierPassed(let barrier, let depth): indent(depth) + "barrier \(barrier) passed"
    case .barrierBlocked(let barrier, let depth): indent(depth) + "barrier \(barrier) blocked"
    case .barrierResolved(let barrier, let resolution, let depth):
      indent(depth) + "barrier \(barrier) resolved: \(resolution)"
    }
  }

  private func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }
}
