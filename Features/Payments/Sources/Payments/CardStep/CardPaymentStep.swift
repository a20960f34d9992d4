import Architecture
import Core
import PaymentsInterface

/// Builds the card step for one payment: its context, which charges the card with a
/// ``CardPaymentMethod``, and its flow. The step has no view: the payments feature shows the
/// result.
@MainActor
struct CardPaymentBuilder: Builder {
  let dependencies: any PaymentStepDependencies

  func build(_ attempt: PaymentAttempt, listener: any PaymentStepListener) -> Flow {
    Flow(
      context: CardPaymentContext(
        request: attempt.request, method: CardPaymentMethod(references: dependencies.references),
        ledger: dependencies.ledger, clock: dependencies.clock, logger: dependencies.logger,
        listener: listener))
  }
}

/// The card step's logic: when its flow starts, it charges the card at the clock's time through
/// the ledger (at most once per idempotency key), logs the result (approvals at info, refusals
/// at warning, never more than the last four digits) and tells its listener.
@MainActor
final class CardPaymentContext: BaseContext {
  private let request: PaymentRequest
  private let method: CardPaymentMethod
  private let ledger: StoredPaymentLedger
  private let clock: any WallClock
  private let logger: any Logger
  private weak var listener: (any PaymentStepListener)?

  init(
    request: PaymentRequest, method: CardPaymentMethod, ledger: StoredPaymentLedger,
    clock: any WallClock, logger: any Logger, listener: any PaymentStepListener
  ) {
    self.request = request
    self.method = method
    self.ledger = ledger
    self.clock = clock
    self.logger = logger
    self.listener = listener
  }

  override func didActivate() {
    do {
      let now = clock.now
      let receipt = try ledger.charge(request, at: now) { () throws(PaymentError) in
        try method.pay(request, at: now)
      }
      log(.info, "approved \(request.amount) by \(receipt.method) as \(receipt.reference)")
      listener?.paymentStepDidFinish(.paid(receipt))
    } catch {
      if case .declined = error {
        log(.warning, "\(error)")
      } else {
        log(.warning, "refused a card payment of \(request.amount): \(error)")
      }
      listener?.paymentStepDidFinish(.refused(error))
    }
  }

  private func log(_ level: LogLevel, _ message: String) {
    logger.log(level, message, source: "Payments")
  }
}
