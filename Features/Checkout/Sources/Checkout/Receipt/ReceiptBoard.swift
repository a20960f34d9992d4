import Architecture
import OrdersInterface

/// The last board of checkout's sub-flow: it builds the receipt step for the paid order and
/// sends what it recorded.
@MainActor
final class ReceiptBoard: Board, ReceiptListener {
  typealias Output = ReceiptOutcome
  private let slot: BoardSlot<ReceiptOutcome>
  private let builder: ReceiptBuilder

  init(slot: BoardSlot<ReceiptOutcome>, builder: ReceiptBuilder) {
    self.slot = slot
    self.builder = builder
  }

  func activate(_ paid: PaidCart) {
    slot.attach(builder.build(paid, listener: self))
  }

  func receiptDidRecord(_ order: Order) {
    slot.send(.placed(order))
    slot.complete()
  }

  func receiptDidFail(_ error: any Error) {
    slot.send(.failed(error))
    slot.complete()
  }
}
