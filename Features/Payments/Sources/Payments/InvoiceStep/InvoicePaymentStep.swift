import Architecture
import Core
import PaymentsInterface

/// Builds the invoice step for one payment: its context, which sends the invoice with an
/// ``InvoicePaymentMethod``, and its flow. The step has no view: the payments feature shows the
/// result.
@MainActor
struct InvoicePaymentBuilder: Builder {
  let dependencies: any PaymentStepDependencies

  func build(_ attempt: PaymentAttempt, listener: any PaymentStepListener) -> Flow {
    Flow(
      context: InvoicePaymentContext(
        attempt: attempt, method: InvoicePaymentMethod(references: dependencies.references),
        ledger: dependencies.ledger, clock: dependencies.clock, logger: dependencies.logger,
        listener: listener))
  }
}

/// The invoice step's logic: when its flow starts, it sends the invoice to the customer of the
/// attempt's state through the ledger (at most once per idempotency key), logs the result
/// (approvals at info, refusals at warning) and tells its listener.
@MainActor
final class InvoicePaymentContext: BaseContext {
  private let attempt: PaymentAttempt
  private let method: InvoicePaymentMethod
  private let ledger: StoredPaymentLedger
  private let clock: any WallClock
  private let logger: any Logger
  private weak var listener: (any PaymentStepListener)?

  init(
    attempt: PaymentAttempt, method: InvoicePaymentMethod, ledger: StoredPaymentLedger,
    clock: any WallClock, logger: any Logger, listener: any PaymentStepListener
  ) {
    self.attempt = attempt
    self.method = method
    self.ledger = ledger
    self.clock = clock
    self.logger = logger
    self.listener = listener
  }

  override func didActivate() {
    let amount = attempt.request.amount
    do {
      let customer = try InvoicePaymentMethod.customer(in: attempt.state)
      let now = clock.now
      let receipt = try ledger.charge(attempt.request, at: now) { () throws(PaymentError) in
        try method.pay(attempt.request, to: customer, at: now)
      }
      log(.info, "invoiced \(amount) to \(customer.email) as \(receipt.reference)")
      listener?.paymentStepDidFinish(.paid(receipt))
    } catch {
      log(.warning, "refused an invoice of \(amount): \(error)")
      listener?.paymentStepDidFinish(.refused(error))
    }
  }

  private func log(_ level: LogLevel, _ message: String) {
    logger.log(level, message, source: "Payments")
  }
}
