import Architecture
import CartInterface
import Core
import OrdersInterface

/// What the receipt needs: where orders are recorded, and the cart to empty.
protocol ReceiptDependencies: BaseDependencies {
  var orders: any OrderHistory { get }
  var cart: any CartService { get }
}

/// Builds the receipt step.
@MainActor
struct ReceiptBuilder: Builder {
  let dependencies: any ReceiptDependencies

  func build(_ paid: PaidCart, listener: @escaping @MainActor (ReceiptOutcome) -> Void) -> Flow {
    let view = CheckoutConsoleView(console: dependencies.console)
    let flow = Flow(
      context: ReceiptContext(
        paid: paid, orders: dependencies.orders, cart: dependencies.cart,
        logger: dependencies.logger, view: view, listener: listener))
    flow.watchOnDetach(view)
    return flow
  }
}
