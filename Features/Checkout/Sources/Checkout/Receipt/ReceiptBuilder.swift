import Architecture
import OrdersInterface

/// Builds the receipt for a placed order: its context and its view. It needs only its views.
@MainActor
struct ReceiptBuilder: Builder {
  let views: any ReceiptViewFactory

  /// Makes the receipt.
  /// - Parameters:
  ///   - order: The placed order.
  ///   - listener: Hears the order once the customer left the receipt.
  /// - Returns: The flow and the view, which the receipt board presents together.
  func build(_ order: Order, listener: @escaping @MainActor (Order) -> Void) -> PresentableFeature {
    let context = ReceiptContext(order: order, listener: listener)
    let view = views.makeReceiptView(context.presentation, receiver: context)
    return PresentableFeature(flow: Flow(context: context), view: view)
  }
}
