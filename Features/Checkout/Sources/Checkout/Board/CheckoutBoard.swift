import Architecture
import CheckoutInterface
import PaymentsInterface

/// The checkout board: a continuous board whose sub-flow, on a motherboard of its own, chains
/// the order form, the payment and the receipt. The chain is declared here, in one place.
///
/// It completes when the order is placed (sending ``CheckoutOutput/placed(_:)``) and fails with
/// a ``CheckoutError`` when the form or the payment refuses; the cart is untouched then.
@MainActor
final class CheckoutBoard: ContinuousBoard {
  typealias Output = CheckoutOutput
  let slot: BoardSlot<CheckoutOutput>
  private let orderForm: CheckoutLayouts.OrderFormBuilder
  private let receipt: ReceiptBuilder
  /// The order between the form and the receipt, while it is being paid.
  private var paying: AddressedCart?

  init(
    slot: BoardSlot<CheckoutOutput>, orderForm: CheckoutLayouts.OrderFormBuilder,
    receipt: ReceiptBuilder
  ) {
    self.slot = slot
    self.orderForm = orderForm
    self.receipt = receipt
  }

  func registerSubflow(on motherboard: Motherboard) {
    let orderForm = self.orderForm
    let receipt = self.receipt
    motherboard.register(.orderForm) { OrderFormBoard(slot: $0, builder: orderForm) }
    motherboard.register(.receipt) { ReceiptBoard(slot: $0, builder: receipt) }
    // Order form -> payment (the Payments module's board) -> receipt -> placed.
    motherboard.route(.orderForm, to: self) { board, outcome in board.orderFormDid(outcome) }
    motherboard.route(.payment, to: self) { board, outcome in board.paymentDid(outcome) }
    motherboard.route(.receipt, to: self) { board, outcome in board.receiptDid(outcome) }
  }

  func activate(_ request: CheckoutRequest) {
    proceed(subflow.io(.orderForm).activate(request))
  }

  private func orderFormDid(_ outcome: OrderFormOutcome) {
    switch outcome {
    case .ready(let order):
      paying = order
      let reviewed = order.reviewed
      let payment = PaymentRequest(
        amount: reviewed.contents.total, instrument: reviewed.request.payment,
        payer: reviewed.customer)
      proceed(subflow.io(.payment).activate(payment))
    case .refused(let error):
      slot.fail(error)
    }
  }

  private func paymentDid(_ outcome: PaymentOutcome) {
    switch outcome {
    case .paid(let receipt):
      guard let order = paying else { return }
      proceed(subflow.io(.receipt).activate(PaidCart(addressed: order, receipt: receipt)))
    case .refused(let error):
      slot.fail(CheckoutError.paymentFailed(error))
    }
  }

  private func receiptDid(_ outcome: ReceiptOutcome) {
    switch outcome {
    case .placed(let order):
      slot.send(.placed(order))
      slot.complete()
    case .failed(let error):
      slot.fail(error)
    }
  }

  /// Fails checkout when a step's activation does not reach its board, so it never waits for an
  /// outcome that will not come.
  private func proceed(_ activation: Activation) {
    if let outcome = activation.outcome {
      if outcome != .activated { slot.fail(StepNotReached(outcome: outcome)) }
      return
    }
    Task { [weak self] in
      let outcome = await activation.decision()
      if outcome != .activated { self?.slot.fail(StepNotReached(outcome: outcome)) }
    }
  }
}

/// A step of checkout's sub-flow could not be activated: a composition mistake, reported too.
struct StepNotReached: Error, CustomStringConvertible {
  let outcome: ActivationOutcome

  var description: String { "checkout could not go on: \(outcome)" }
}
