import AccountInterface
import Architecture
import Core
import PaymentsInterface

/// Where a payment stands: asked for, then taken or refused.
struct PaymentsState: Equatable, Sendable {
  var request: PaymentRequest?
  var outcome: PaymentOutcome?
}

/// The payments feature's logic: it takes the payment its board hands it (``handle(_:)``), with
/// the method the request's instrument names, at most once per idempotency key through the
/// ledger, and shows what became of it until the customer leaves.
///
/// A method that is not available to the customer now is refused with
/// `PaymentError.methodUnavailable`, saying why. Approvals are logged at info, refusals at
/// warning, never more of a card than its last four digits.
@MainActor
final class PaymentsContext: PresentableContext<PaymentsState, PaymentsViewState>,
  PaymentsViewReceiver, CommandHandler
{
  private let methods: PaymentMethods
  private let ledger: StoredPaymentLedger
  private let currentUser: any CurrentUserProviding
  private let invoiceDomains: Set<String>
  private let clock: any WallClock
  private let logger: any Logger
  private let listener: @MainActor (FeatureEvent<PaymentOutcome>) -> Void

  init(
    methods: PaymentMethods, ledger: StoredPaymentLedger, currentUser: any CurrentUserProviding,
    invoiceDomains: Set<String>, clock: any WallClock, logger: any Logger,
    listener: @escaping @MainActor (FeatureEvent<PaymentOutcome>) -> Void
  ) {
    self.methods = methods
    self.ledger = ledger
    self.currentUser = currentUser
    self.invoiceDomains = invoiceDomains
    self.clock = clock
    self.logger = logger
    self.listener = listener
    super.init(state: PaymentsState(), transform: PaymentsViewState.init)
  }

  /// Takes the payment its board was asked for: the side effect happens on this request, never
  /// as the feature starts.
  func handle(_ request: PaymentRequest) {
    guard isActive else { return }
    state.set(PaymentsState(request: request))
    let outcome = take(request)
    state.set(PaymentsState(request: request, outcome: outcome))
    listener(.output(outcome))
  }

  func didRequestBack() {
    guard isActive else { return }
    listener(.finished)
  }

  private func take(_ request: PaymentRequest) -> PaymentOutcome {
    let state = PaymentState.current(currentUser: currentUser, invoiceDomains: invoiceDomains)
    let method = request.instrument.method
    if let reason = PaymentMethods.unavailability(of: method, in: state) {
      log(.warning, "refused \(method): \(reason)")
      return .refused(.methodUnavailable(reason))
    }
    do {
      let now = clock.now
      let receipt = try ledger.charge(request, at: now) { () throws(PaymentError) in
        try methods.pay(request, in: state, at: now)
      }
      log(.info, PaymentMethods.approval(of: receipt, for: request, in: state))
      return .paid(receipt)
    } catch {
      log(.warning, PaymentMethods.refusal(error, of: request))
      return .refused(error)
    }
  }

  private func log(_ level: LogLevel, _ message: String) {
    logger.log(level, message, source: "Payments")
  }
}
