import Architecture
import OrdersInterface

/// The orders board: for each request it builds the orders feature and attaches its flow, and
/// completes when the feature has shown what was asked, or fails with the feature's error (an
/// ``OrdersInterface/OrdersError`` or a storage error).
@MainActor
final class OrdersBoard: Board, OrdersListener {
  typealias Output = Never
  private let slot: BoardSlot<Never>
  private let builder: OrdersBuilder

  init(slot: BoardSlot<Never>, builder: OrdersBuilder) {
    self.slot = slot
    self.builder = builder
  }

  func activate(_ request: OrdersRequest) {
    slot.attach(builder.build(request, listener: self))
  }

  func ordersDidFinish() {
    slot.complete()
  }

  func ordersDidFail(_ error: any Error) {
    slot.fail(error)
  }
}
