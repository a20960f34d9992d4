import Architecture
import CheckoutInterface
import Core
import OrdersInterface
import PaymentsInterface

/// One checkout's logic: it carries the order through the sub-flow's boards, order form, then
/// payment (the Payments module's board), then receipt, and tells its listener the placed order
/// or why there is none. The chain is declared here, in one place; what a step hands on waits
/// here for the next, so the boards keep nothing between activations.
@MainActor
final class CheckoutContext: BaseContext {
  private let request: CheckoutRequest
  private weak var subflow: Motherboard?
  private let logger: any Logger
  private let listener: @MainActor (CheckoutOutcome) -> Void
  /// The order between the form and the receipt, while it is being paid.
  private var paying: AddressedCart?

  init(
    request: CheckoutRequest, subflow: Motherboard, logger: any Logger,
    listener: @escaping @MainActor (CheckoutOutcome) -> Void
  ) {
    self.request = request
    self.subflow = subflow
    self.logger = logger
    self.listener = listener
  }

  override func didActivate() {
    guard let subflow else { return }
    subflow.route(.orderForm, to: self) { checkout, outcome in checkout.orderFormDid(outcome) }
    subflow.route(.payment, to: self) { checkout, outcome in checkout.paymentDid(outcome) }
    subflow.route(.receipt, to: self) { checkout, outcome in checkout.receiptDid(outcome) }
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
      proceed(subflow?.io(.payment).activate(payment))
    case .refused(let error):
      listener(.failed(error))
    }
  }

  private func paymentDid(_ outcome: PaymentOutcome) {
    switch outcome {
    case .paid(let receipt):
      guard let order = paying else { return }
      proceed(subflow?.io(.receipt).activate(PaidCart(addressed: order, receipt: receipt)))
    case .refused(let error):
      listener(.failed(CheckoutError.paymentFailed(error)))
    }
  }

  private func receiptDid(_ outcome: ReceiptOutcome) {
    switch outcome {
    case .placed(let order): listener(.placed(order))
    case .failed(let error): listener(.failed(error))
    }
  }

  /// Fails the checkout when a step's activation does not reach its board, so it never waits
  /// for an outcome that will not come. A decision still held by a barrier is awaited in a task
  /// this checkout owns, cancelled when it ends.
  private func proceed(_ activation: Activation?) {
    guard let activation else { return }
    if let outcome = activation.outcome { return check(outcome) }
    cancellables.addTask { [weak self] in
      let outcome = await activation.decision()
      self?.check(outcome)
    }
  }

  private func check(_ outcome: ActivationOutcome) {
    guard outcome != .activated, isActive else { return }
    logger.log(.error, "checkout could not go on: \(outcome)", source: "Checkout")
    listener(.failed(StepNotReached(outcome: outcome)))
  }
}

/// The board's commands reach the running checkout: a cancel fails it as any refusal does, so
/// the board fails with it and the sub-flow's boards end with the board.
extension CheckoutContext: CommandHandler {
  func handle(_ command: CheckoutCommand) {
    switch command {
    case .cancel: listener(.failed(CheckoutError.cancelled))
    }
  }
}

/// A step of checkout's sub-flow could not be activated: a composition mistake, reported too.
struct StepNotReached: Error, CustomStringConvertible {
  let outcome: ActivationOutcome

  var description: String { "checkout could not go on: \(outcome)" }
}
