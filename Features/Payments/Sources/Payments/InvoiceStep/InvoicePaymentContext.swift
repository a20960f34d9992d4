import Architecture
import Core
import PaymentsInterface

/// The invoice step's logic: when its flow starts, it sends the invoice with its
/// ``InvoicePaymentMethod`` to the customer of the attempt's state, logs the result (approvals
/// at info, refusals at warning) and tells its listener.
@MainActor
final class InvoicePaymentContext: AbstractContext {
  private let attempt: PaymentAttempt
  private let method: InvoicePaymentMethod
  private let clock: any WallClock
  private let logger: any Logger
  private weak var listener: (any InvoicePaymentListener)?

  init(
    attempt: PaymentAttempt, method: InvoicePaymentMethod, clock: any WallClock,
    logger: any Logger, listener: any InvoicePaymentListener
  ) {
    self.attempt = attempt
    self.method = method
    self.clock = clock
    self.logger = logger
    self.listener = listener
  }

  override func didActivate() {
    let amount = attempt.request.amount
    do {
      let customer = try InvoicePaymentMethod.customer(in: attempt.state)
      let receipt = try method.pay(attempt.request, to: customer, at: clock.now)
      log(.info, "invoiced \(amount) to \(customer.email) as \(receipt.reference)")
      listener?.invoiceWasSent(receipt)
    } catch {
      log(.warning, "refused an invoice of \(amount): \(error)")
      listener?.invoiceWasRefused(error)
    }
  }

  private func log(_ level: LogLevel, _ message: String) {
    logger.log(level, message, source: "Payments")
  }
}
