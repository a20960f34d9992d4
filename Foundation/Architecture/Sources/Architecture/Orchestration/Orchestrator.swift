/// Runs steps, possibly several journeys at once, and keeps one trace of what was activated, completed, cancelled and held back.
///
/// The Boardy "motherboard": the one place that decides which step comes next. Main-actor
/// isolated, like the flows its steps attach.
///
/// ```swift
/// let orchestrator = Orchestrator()
/// let outcome = try await orchestrator.run(cart.then(checkout), with: cartID)
/// print(orchestrator.traceDescription())
/// ```
@MainActor
public final class Orchestrator {
  /// Everything that happened, oldest first.
  public private(set) var trace: [StepEvent] = []

  /// Makes an orchestrator with an empty trace.
  public init() {}

  /// Runs a step, chain or sub-flow to its end.
  /// - Parameters:
  ///   - step: The step to run.
  ///   - input: The first step's input.
  /// - Returns: The last step's output, or `.cancelled`.
  /// - Throws: Whatever a step throws.
  public func run<Input, Output>(_ step: Step<Input, Output>, with input: Input) async throws
    -> StepOutcome<Output>
  {
    try await step.run(input, in: self, depth: 0)
  }

  /// The trace, one indented line per event.
  /// - Returns: The lines, each ending with a newline.
  public func traceDescription() -> String {
    trace.map { "\($0)\n" }.joined()
  }

  func record(_ event: StepEvent) {
    trace.append(event)
  }
}
