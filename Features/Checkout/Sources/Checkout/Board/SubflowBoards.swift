import Architecture
import CheckoutInterface
import OrdersInterface

/// What the order form sends out: the order ready to pay, or why checkout stops.
enum OrderFormOutcome {
  /// The cart was reviewed and the address confirmed.
  case ready(AddressedCart)
  /// The order cannot go ahead (a ``CheckoutError``, or the cart could not be read); nothing
  /// was charged.
  case refused(any Error)
}

/// What the receipt sends out: the placed order, or the error that kept it from being recorded.
enum ReceiptOutcome {
  /// The order was recorded and the cart emptied.
  case placed(Order)
  /// The order could not be recorded although the payment was taken.
  case failed(any Error)
}

/// The boards of checkout's own sub-flow, registered on its nested motherboard only.
extension BoardID where Input == CheckoutRequest, Output == OrderFormOutcome, Command == Never {
  /// Turns the request into a reviewed, addressed order, in the layout the flags chose.
  static var orderForm: Self { BoardID("order-form") }
}

extension BoardID where Input == PaidCart, Output == ReceiptOutcome, Command == Never {
  /// Records the paid order and empties the cart.
  static var receipt: Self { BoardID("receipt") }
}
