import Architecture
import PaymentsInterface

/// The payment board: for each request it builds the payments feature, attaches its flow, sends
/// the outcome and completes.
///
/// A refusal is an output like a receipt, not a failure of the board: the board that activated
/// payment (checkout) routes both and decides what the customer reads.
@MainActor
final class PaymentBoard: Board, PaymentsListener {
  typealias Output = PaymentOutcome
  private let slot: BoardSlot<PaymentOutcome>
  private let builder: PaymentsBuilder

  init(slot: BoardSlot<PaymentOutcome>, builder: PaymentsBuilder) {
    self.slot = slot
    self.builder = builder
  }

  func activate(_ request: PaymentRequest) {
    slot.attach(builder.build(request, listener: self))
  }

  func paymentDidSucceed(_ receipt: PaymentReceipt) {
    slot.send(.paid(receipt))
    slot.complete()
  }

  func paymentWasRefused(_ error: PaymentError) {
    slot.send(.refused(error))
    slot.complete()
  }
}
