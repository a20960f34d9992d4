import Architecture
import CheckoutInterface
import Core
import Foundation
import OrdersInterface
import PaymentsInterface

/// One checkout's logic: it carries the order through the sub-flow's boards, order form, then
/// payment (the Payments module's board), then receipt, and tells its listener the placed order
/// or why there is none. The chain is declared here, in one place; what a step hands on waits
/// here for the next, so the boards keep nothing between activations. It has no view: the
/// sub-flow's boards show the screens.
///
/// The order is placed through ``OrderPlacement`` under the checkout's idempotency key: begun
/// (recorded as pending) when the customer confirms the order form, never earlier, so nothing
/// is held while the customer types; paid under the key; completed with the payment's receipt;
/// abandoned when the payment is refused or the checkout ends first.
@MainActor
final class CheckoutContext: BaseContext {
  private let request: CheckoutRequest
  private weak var subflow: Motherboard?
  private let placement: OrderPlacement
  private let logger: any Logger
  private let listener: @MainActor (FeatureEvent<Order>) -> Void
  /// Names this checkout to the order history and the payment provider, so that its payment is
  /// taken at most once and an interruption can be finished.
  private let key = UUID().uuidString
  /// The order between the form and the receipt, while it is being paid.
  private var paying: PlacementAttempt?

  init(
    request: CheckoutRequest, subflow: Motherboard, placement: OrderPlacement, logger: any Logger,
    listener: @escaping @MainActor (FeatureEvent<Order>) -> Void
  ) {
    self.request = request
    self.subflow = subflow
    self.placement = placement
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

  /// Ends an attempt still waiting for its payment: the checkout ended first.
  override func willDeactivate() {
    paying?.abandon()
    paying = nil
  }

  private func orderFormDid(_ outcome: OrderFormOutcome) {
    switch outcome {
    case .confirmed(let order):
      do {
        paying = try placement.begin(order.draft, checkout: key)
      } catch {
        return listener(.failed(error))
      }
      proceed(subflow?.io(.payment).activate(order.payment(underKey: key)))
    case .left:
      listener(.finished)
    case .refused(let error):
      listener(.failed(error))
    }
  }

  private func paymentDid(_ outcome: PaymentOutcome) {
    guard let attempt = paying else { return }
    paying = nil
    switch outcome {
    case .paid(let receipt):
      do {
        proceed(subflow?.io(.receipt).activate(try attempt.complete(with: receipt)))
      } catch {
        listener(.failed(error))
      }
    case .refused(let error):
      attempt.abandon()
      listener(.failed(CheckoutError.paymentFailed(error)))
    }
  }

  private func receiptDid(_ order: Order) {
    listener(.output(order))
    listener(.finished)
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
    paying?.abandon()
    paying = nil
    logger.log(.warning, "checkout could not go on: \(outcome)", source: "Checkout")
    listener(.failed(StepNotReached(outcome: outcome)))
  }
}

/// The board's commands reach the running checkout: a cancel fails it as any refusal does, so
/// the board fails with it and the sub-flow's boards end with the board, their screens closed.
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
