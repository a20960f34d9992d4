import Architecture
import Checkout
import TerminalUI

/// Checkout's screens, for an app that runs full screen in the terminal: what the app hands
/// checkout as its view factory then.
public struct CheckoutScreenFactory: CheckoutViewFactory {
  /// The screens; they ask nothing in modals, so they need no navigation of their own.
  public init() {}

  /// An ``AddressScreen``.
  public func makeAddressView(
    _ presentation: Presentation<OrderFormViewState>, receiver: any OrderFormViewReceiver
  ) -> any ViewControllable {
    AddressScreen(presentation: presentation, receiver: receiver)
  }

  /// A ``ReviewScreen``.
  public func makeReviewView(
    _ presentation: Presentation<OrderFormViewState>, receiver: any OrderFormViewReceiver
  ) -> any ViewControllable {
    ReviewScreen(presentation: presentation, receiver: receiver)
  }

  /// An ``OrderPageScreen``.
  public func makeOrderPageView(
    _ presentation: Presentation<OrderFormViewState>, receiver: any OrderFormViewReceiver
  ) -> any ViewControllable {
    OrderPageScreen(presentation: presentation, receiver: receiver)
  }

  /// A ``ReceiptScreen``.
  public func makeReceiptView(
    _ presentation: Presentation<ReceiptViewState>, receiver: any ReceiptViewReceiver
  ) -> any ViewControllable {
    ReceiptScreen(presentation: presentation, receiver: receiver)
  }
}
