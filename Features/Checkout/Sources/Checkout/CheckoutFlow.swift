import Architecture
import CheckoutInterface
import OrdersInterface

/// Checkout, attached to the app's flow tree while an order is being placed and detached after.
///
/// Its sub-flow is a continuous step named ``stepName`` holding four steps chained by type:
/// review (``ReviewedCart``), shipping (``AddressedCart``), payment (``PaidCart``) and receipt
/// (the placed `Order`). The steps hold the flow's context weakly, so a step kept after the flow
/// was detached does not keep checkout alive; it is cancelled instead.
///
/// ```swift
/// let flow = CheckoutBuilder(dependencies: solver).build(listener: self, id: "checkout")
/// root.attach(flow)
/// defer { root.detach(flow) }
/// let order = try await flow.run(request, guardedBy: signedIn, in: orchestrator)
/// ```
@MainActor
public final class CheckoutFlow: Flow {
  /// The name of the continuous step in orchestrator traces.
  public static let stepName = "checkout"

  private let checkout: CheckoutContext

  init(context: CheckoutContext) {
    checkout = context
    super.init(context: context)
  }

  /// Makes checkout's continuous sub-flow, held behind `barrier` when one is given.
  ///
  /// The review step also checks that somebody is signed in, so an app that passes no barrier
  /// still gets ``CheckoutError/notSignedIn`` rather than an anonymous order.
  /// - Parameter barrier: The "signed in" gateway from the Account feature, or `nil`.
  /// - Returns: A step from the customer's request to the placed order; cancelled when the
  ///   barrier's own flow cancels or this flow has ended.
  public func makeCheckout(guardedBy barrier: Barrier?) -> Step<CheckoutRequest, Order> {
    let steps = CheckoutSteps(context: checkout)
    let subflow = steps.review.then(steps.shipping).then(steps.payment).then(steps.receipt)
    let checkout = Step.continuous(Self.stepName, subflow)
    guard let barrier else { return checkout }
    return checkout.guarded(by: barrier)
  }

  /// Runs checkout's sub-flow to its end.
  /// - Parameters:
  ///   - request: Where to ship and how to pay.
  ///   - barrier: The "signed in" gateway from the Account feature, or `nil`.
  ///   - orchestrator: Runs the steps and keeps their trace.
  /// - Returns: The placed order; the cart is empty by then.
  /// - Throws: ``CheckoutError`` (``CheckoutError/notSignedIn`` when the barrier cancels),
  ///   `CancellationError` when this flow ended first, or a service's storage error. The cart is
  ///   left as it was unless the order was placed.
  public func run(
    _ request: CheckoutRequest, guardedBy barrier: Barrier?, in orchestrator: Orchestrator
  ) async throws -> Order {
    switch try await orchestrator.run(makeCheckout(guardedBy: barrier), with: request) {
    case .completed(let order): return order
    case .cancelled:
      if checkout.hasEnded { throw CancellationError() }
      throw CheckoutError.notSignedIn
    }
  }
}
