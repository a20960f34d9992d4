/// One typed stage of a user journey: it takes an input and produces an output, or is
/// cancelled.
///
/// Steps chain by type: the output of one activates the next (``then(_:)``). A chain can be
/// wrapped as one ``continuous(_:_:)`` step, a sub-flow of its own steps, and any step can be
/// held behind a ``Barrier``. Steps are main-actor isolated: they attach and detach flows.
///
/// ```swift
/// let purchase = cartStep.then(checkoutStep).then(paymentStep.guarded(by: signedIn))
/// let outcome = try await Orchestrator().run(purchase, with: cartID)
/// ```
@MainActor
public struct Step<Input, Output> {
  /// The step's name in traces.
  public let name: String
  private let body: @MainActor (Input, Orchestrator, Int) async throws -> StepOutcome<Output>

  /// Makes a step from a function.
  /// - Parameters:
  ///   - name: The step's name in traces.
  ///   - run: Does the step's work, usually attaching a flow and waiting for its result.
  public init(
    _ name: String, run: @escaping @MainActor (Input) async throws -> StepOutcome<Output>
  ) {
    self.name = name
    self.body = { input, orchestrator, depth in
      orchestrator.record(.activated(step: name, depth: depth))
      let outcome = try await run(input)
      orchestrator.record(outcome.event(step: name, depth: depth))
      return outcome
    }
  }

  private init(
    name: String,
    body: @escaping @MainActor (Input, Orchestrator, Int) async throws -> StepOutcome<Output>
  ) {
    self.name = name
    self.body = body
  }

  /// Chains a step that takes this step's output; it runs only when this step completes.
  /// - Parameter next: The step to run with this step's output.
  /// - Returns: A step from this step's input to the next step's output.
  public func then<Next>(_ next: Step<Output, Next>) -> Step<Input, Next> {
    Step<Input, Next>(name: "\(name) -> \(next.name)") { input, orchestrator, depth in
      switch try await self.run(input, in: orchestrator, depth: depth) {
      case .completed(let output): try await next.run(output, in: orchestrator, depth: depth)
      case .cancelled: .cancelled
      }
    }
  }

  /// Wraps a sub-flow of steps as one step, traced one level deeper.
  /// - Parameters:
  ///   - name: The continuous step's name.
  ///   - subflow: The steps inside, usually a chain.
  /// - Returns: A step that runs the whole sub-flow.
  public static func continuous(_ name: String, _ subflow: Step<Input, Output>) -> Step {
    Step(name: name) { input, orchestrator, depth in
      orchestrator.record(.activated(step: name, depth: depth))
      let outcome = try await subflow.run(input, in: orchestrator, depth: depth + 1)
      orchestrator.record(outcome.event(step: name, depth: depth))
      return outcome
    }
  }

  /// Holds this step behind a barrier: it runs only when the barrier lets it through.
  /// - Parameter barrier: The condition to meet first.
  /// - Returns: A step that checks the barrier, then runs this step or is cancelled.
  public func guarded(by barrier: Barrier) -> Step {
    Step(name: name) { input, orchestrator, depth in
      guard try await barrier.open(in: orchestrator, depth: depth) else {
        orchestrator.record(.cancelled(step: self.name, depth: depth))
        return .cancelled
      }
      return try await self.run(input, in: orchestrator, depth: depth)
    }
  }

  func run(_ input: Input, in orchestrator: Orchestrator, depth: Int) async throws
    -> StepOutcome<Output>
  {
    try await body(input, orchestrator, depth)
  }
}
