import Architecture
import CheckoutInterface
import OrdersInterface

/// What every order form's builder is: whichever layout the flags chose.
typealias OrderFormBuilder = AnyBuilder<
  CheckoutRequest, @MainActor (OrderFormOutcome) -> Void, Flow
>

/// What the order form sends out: the order ready to pay, or why checkout stops.
enum OrderFormOutcome {
  /// The cart was reviewed and the address confirmed.
  case ready(AddressedCart)
  /// The order cannot go ahead (a ``CheckoutInterface/CheckoutError``, or the cart could not be
  /// read); nothing was charged.
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

/// The first board of checkout's sub-flow: it builds the order form with the builder the
/// `checkout` flag chose, sends what the form decided and completes.
@MainActor
final class OrderFormBoard: Board {
  typealias Output = OrderFormOutcome
  private let slot: BoardSlot<OrderFormOutcome>
  private let builder: OrderFormBuilder

  init(slot: BoardSlot<OrderFormOutcome>, builder: OrderFormBuilder) {
    self.slot = slot
    self.builder = builder
  }

  func activate(_ request: CheckoutRequest) {
    slot.attach(
      builder.build(request) { [slot] outcome in
        slot.send(outcome)
        slot.complete()
      })
  }
}

/// The last board of checkout's sub-flow: it builds the receipt step for the paid order, sends
/// what it recorded and completes.
@MainActor
final class ReceiptBoard: Board {
  typealias Output = ReceiptOutcome
  private let slot: BoardSlot<ReceiptOutcome>
  private let builder: ReceiptBuilder

  init(slot: BoardSlot<ReceiptOutcome>, builder: ReceiptBuilder) {
    self.slot = slot
    self.builder = builder
  }

  func activate(_ paid: PaidCart) {
    slot.attach(
      builder.build(paid) { [slot] outcome in
        slot.send(outcome)
        slot.complete()
      })
  }
}
