import Architecture
import CartInterface

/// The cart board: for each request it builds the cart feature, attaches its flow, and completes
/// when the feature reports its work done, or fails with the feature's error.
@MainActor
final class CartBoard: Board, CartListener {
  typealias Output = Never
  private let slot: BoardSlot<Never>
  private let builder: CartBuilder

  init(slot: BoardSlot<Never>, builder: CartBuilder) {
    self.slot = slot
    self.builder = builder
  }

  func activate(_ request: CartRequest) {
    slot.attach(builder.build(request, listener: self))
  }

  func cartDidFinish() {
    slot.complete()
  }

  func cartDidFail(_ error: any Error) {
    slot.fail(error)
  }
}
