import Architecture
import CheckoutInterface

/// What checkout is given to build its child, the order form: the `checkout` flag's plugin list
/// chooses one (``CheckoutLayout/orderForms(_:)``), and a test hands checkout a fake, so
/// checkout never names the builder it runs. From Nodes and BFG: the parent is given its
/// child's builder.
@MainActor
protocol OrderFormBuilding {
  /// Makes the form.
  /// - Parameters:
  ///   - request: What the customer gave already.
  ///   - questions: Where the form asks how to pay: checkout's sub-flow.
  ///   - listener: Hears the confirmed order, or why there is none.
  /// - Returns: The flow to attach; it shows the form's screens.
  func build(
    _ request: CheckoutRequest, questions: Motherboard,
    listener: @escaping @MainActor (OrderFormOutcome) -> Void
  ) -> Flow
}
