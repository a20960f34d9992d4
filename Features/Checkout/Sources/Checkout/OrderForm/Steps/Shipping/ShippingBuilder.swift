import Architecture
import CheckoutInterface
import Core

/// What the shipping step tells the order form.
@MainActor
protocol ShippingListener: AnyObject {
  /// The address is usable: the order can be paid.
  func shippingDidConfirm(_ order: AddressedCart)
  /// The address is unusable.
  func shippingDidRefuse(_ error: CheckoutError)
}

/// Builds the shipping step. It needs only the shared services: its view's console.
@MainActor
struct ShippingBuilder: Builder {
  let dependencies: any BaseDependencies

  func build(_ reviewed: ReviewedCart, listener: any ShippingListener) -> Flow {
    let view = CheckoutConsoleView(console: dependencies.console)
    let flow = Flow(context: ShippingContext(reviewed: reviewed, view: view, listener: listener))
    flow.watchOnDetach(view)
    return flow
  }
}
