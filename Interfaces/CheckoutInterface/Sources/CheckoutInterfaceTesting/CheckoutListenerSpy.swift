import CheckoutInterface
import OrdersInterface

/// A checkout listener that records what it hears, for tests of checkout's parents.
@MainActor
public final class CheckoutListenerSpy: CheckoutListener {
  /// The steps completed, with their summaries, in order.
  public private(set) var completed: [(step: CheckoutStep, summary: String)] = []
  /// The orders placed.
  public private(set) var placed: [Order] = []

  /// Creates a spy that has heard nothing.
  public init() {}

  /// Records the step.
  public func checkoutDidComplete(_ step: CheckoutStep, summary: String) {
    completed.append((step, summary))
  }

  /// Records the order.
  public func checkoutDidPlace(_ order: Order) { placed.append(order) }
}
