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

/// The boards of checkout's own sub-flow, registered on its nested motherboard only.
extension BoardID where Input == CheckoutRequest, Output == OrderFormOutcome, Command == Never {
  /// Turns the request into a reviewed, addressed order, in the layout the flags chose.
  static var orderForm: Self { BoardID("order-form") }
}

extension BoardID where Input == Order, Output == Order, Command == Never {
  /// Shows the placed order, and sends it on.
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

/// The last board of checkout's sub-flow: it builds the receipt step for the placed order,
/// sends it on once shown and completes.
@MainActor
final class ReceiptBoard: Board {
  typealias Output = Order
  private let slot: BoardSlot<Order>
  private let builder: ReceiptBuilder

  init(slot: BoardSlot<Order>, builder: ReceiptBuilder) {
    self.slot = slot
    self.builder = builder
  }

  func activate(_ order: Order) {
    slot.attach(
      builder.build(order) { [slot] shown in
        slot.send(shown)
        slot.complete()
      })
  }
}
