import CheckoutInterface
import OrdersInterface

/// Prints each checkout step as the customer would see it.
@MainActor
final class ExampleListener: CheckoutListener {
  func checkoutDidComplete(_ step: CheckoutStep, summary: String) {
    let name = step.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
    print("  \(name) \(summary)")
  }

  func checkoutDidPlace(_ order: Order) {
    print("  placed    order \(order.id) for \(order.details.customer), \(order.total)")
  }
}
