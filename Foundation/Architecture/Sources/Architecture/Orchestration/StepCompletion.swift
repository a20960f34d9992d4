/// A one-time result that a flow delivers and a step awaits.
///
/// The step attaches a flow whose context calls ``complete(_:)`` or ``cancel()``; the step's
/// `await` on ``outcome()`` then returns. Only the first result counts. Main-actor isolated.
///
/// ```swift
/// Step<CartID, Order>("checkout") { cartID in
///   let completion = StepCompletion<Order>()
///   let flow = checkoutBuilder.build(listener: completion, id: cartID.rawValue)
///   root.attach(flow)
///   defer { root.detach(flow) }
///   return await completion.outcome()
/// }
/// ```
@MainActor
public final class StepCompletion<Output> {
  private var result: StepOutcome<Output>?
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// Makes a completion without a result.
  public init() {}

  /// Whether a result was delivered.
  public var isFinished: Bool { result != nil }

  /// Delivers the output; ignored when a result was already delivered.
  /// - Parameter output: The step's output.
  public func complete(_ output: Output) { finish(.completed(output)) }

  /// Delivers a cancellation; ignored when a result was already delivered.
  public func cancel() { finish(.cancelled) }

  /// Waits for the result.
  /// - Returns: The first result delivered.
  public func outcome() async -> StepOutcome<Output> {
    if let result { return result }
    await withCheckedContinuation { waiters.append($0) }
    return result!
  }

  private func finish(_ outcome: StepOutcome<Output>) {
    guard result == nil else { return }
    result = outcome
    let waiting = waiters
    waiters = []
    for waiter in waiting { waiter.resume() }
  }
}
