import Architecture
import CheckoutInterface
import OrdersInterface

/// The checkout board: a continuous board whose sub-flow, on a motherboard of its own, runs the
/// order form, the payment and the receipt. It keeps nothing of a checkout: each activation
/// attaches a checkout (``CheckoutContext``) under the board's node, which carries the order
/// from step to step, and the board completes with what that checkout reports.
///
/// It sends the placed order and completes once the customer left the receipt; completes with
/// nothing sent when the customer left before confirming; or fails with a
/// ``CheckoutInterface/CheckoutError`` when the form or the payment refuses, or when the
/// `cancel` command arrives. The cart is untouched then, and the sub-flow's screens close with
/// the board.
@MainActor
final class CheckoutBoard: ContinuousBoard {
  typealias Output = Order
  let slot: BoardSlot<Order>
  private let builder: CheckoutBuilder

  init(slot: BoardSlot<Order>, builder: CheckoutBuilder) {
    self.slot = slot
    self.builder = builder
  }

  /// The sub-flow's own boards; the payment board comes from the outer motherboard.
  func registerSubflow(on motherboard: Motherboard) {
    let orderForm = builder.orderForm
    let receipt = builder.receipt
    motherboard.register(.orderForm) { OrderFormBoard(slot: $0, builder: orderForm) }
    motherboard.register(.receipt) { ReceiptBoard(slot: $0, builder: receipt) }
  }

  /// Starts a checkout; an activation while one runs joins it, as its completion is the one
  /// the caller waits for.
  func activate(_ request: CheckoutRequest) {
    guard slot.flows.isEmpty else { return }
    slot.attach(
      builder.build((request, subflow)) { [slot] in slot.relay($0) })
  }

  /// Forwards the command to the running checkout, which handles it (``CheckoutContext``); with
  /// none running, a cancel fails the board itself.
  func interact(_ command: CheckoutCommand) {
    if slot.forward(command) == 0 { slot.fail(CheckoutError.cancelled) }
  }
}
