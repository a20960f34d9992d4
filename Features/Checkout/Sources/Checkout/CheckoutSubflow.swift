import Architecture
import CheckoutInterface
import OrdersInterface

/// The boards of checkout's own sub-flow, registered on its nested motherboard only.
extension BoardID where Input == CheckoutRequest, Output == OrderFormOutcome, Command == Never {
  /// Asks the customer for the order, in the layout the flags chose, until they confirm it or
  /// leave.
  static var orderForm: Self { BoardID("order-form") }
}

extension BoardID where Input == Order, Output == Order, Command == Never {
  /// Shows the placed order until the customer leaves it, and sends it on.
  static var receipt: Self { BoardID("receipt") }
}

/// The first board of checkout's sub-flow: it runs the order form, whose flow shows the form's
/// screens. Once the form ends, it closes them, then sends the form's outcome and completes:
/// closing first matters, since checkout shows its next screens as it hears the outcome, and
/// closing the form afterwards would take them with it.
@MainActor
final class OrderFormBoard: Board {
  typealias Output = OrderFormOutcome
  private let slot: BoardSlot<OrderFormOutcome>
  private let builder: any OrderFormBuilding

  init(slot: BoardSlot<OrderFormOutcome>, builder: any OrderFormBuilding) {
    self.slot = slot
    self.builder = builder
  }

  func activate(_ request: CheckoutRequest) {
    guard slot.flows.isEmpty, let questions = slot.motherboard else { return }
    slot.attach(
      builder.build(request, questions: questions) {
        [slot] outcome in
        for flow in slot.flows { slot.detach(flow) }
        slot.send(outcome)
        slot.complete()
      })
  }
}

/// The last board of checkout's sub-flow: it presents the receipt of the placed order, and
/// once the customer left it, sends the order on and completes.
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
    guard slot.flows.isEmpty else { return }
    let receipt = builder.build(order) { [slot] shown in
      slot.send(shown)
      slot.complete()
    }
    slot.attach(receipt.flow, presenting: receipt.view)
  }
}
