/// How a step ended: with its output, or cancelled by the user or a barrier.
public enum StepOutcome<Output> {
  /// The step finished and produced its output.
  case completed(Output)
  /// The step stopped without output; the steps after it do not run.
  case cancelled

  /// The output when the step completed.
  public var output: Output? {
    if case .completed(let output) = self { return output }
    return nil
  }
}

extension StepOutcome {
  func event(step: String, depth: Int) -> StepEvent {
    switch self {
    case .completed: .completed(step: step, depth: depth)
    case .cancelled: .cancelled(step: step, depth: depth)
    }
  }
}

extension StepOutcome: Sendable where Output: Sendable {}
extension StepOutcome: Equatable where Output: Equatable {}
