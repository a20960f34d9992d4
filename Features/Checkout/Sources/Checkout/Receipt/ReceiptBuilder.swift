import Architecture
import Core
import OrdersInterface

/// Builds the receipt step. It needs only the shared services: its view's console.
@MainActor
struct ReceiptBuilder: Builder {
  let dependencies: any BaseDependencies

  func build(_ order: Order, listener: @escaping @MainActor (Order) -> Void) -> Flow {
    let view = CheckoutConsoleView(console: dependencies.console)
    let flow = Flow(context: ReceiptContext(order: order, view: view, listener: listener))
    flow.watchOnDetach(view)
    return flow
  }
}
