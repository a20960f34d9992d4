import Architecture

/// Builds the receipt step.
@MainActor
struct ReceiptBuilder: Builder {
  let dependencies: any ReceiptDependencies

  func build(_ paid: PaidCart, listener: any ReceiptListener) -> ReceiptFlow {
    let view = CheckoutView(console: dependencies.console)
    let flow = ReceiptFlow(
      context: ReceiptContext(
        paid: paid, dependencies: dependencies, view: view, listener: listener))
    flow.watchOnDetach(view)
    return flow
  }
}
