import Architecture
import CheckoutInterface

/// The first board of checkout's sub-flow: it builds the order form with the builder the
/// `checkout` flag chose, and sends what the form decided.
@MainActor
final class OrderFormBoard: Board, OrderFormListener {
  typealias Output = OrderFormOutcome
  private let slot: BoardSlot<OrderFormOutcome>
  private let builder: CheckoutLayouts.OrderFormBuilder

  init(slot: BoardSlot<OrderFormOutcome>, builder: CheckoutLayouts.OrderFormBuilder) {
    self.slot = slot
    self.builder = builder
  }

  func activate(_ request: CheckoutRequest) {
    slot.attach(builder.build(request, listener: self))
  }

  func orderFormDidFill(_ order: AddressedCart) {
    slot.send(.ready(order))
    slot.complete()
  }

  func orderFormDidRefuse(_ error: any Error) {
    slot.send(.refused(error))
    slot.complete()
  }
}
