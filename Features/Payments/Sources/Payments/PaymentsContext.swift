import AccountInterface
import Architecture
import Core
import PaymentsInterface

/// The payments feature's logic: when its flow starts, it works out the ``PaymentState``, has
/// the payment-method plugins choose the step for the request's method, and has its flow attach
/// it. It hears the step as its listener, shows a taken payment on its view through
/// ``PaymentsViewState`` and tells its own listener.
///
/// A method that is not available in the state is refused here with
/// `PaymentError.methodUnavailable`, saying why; no step is attached.
@MainActor
final class PaymentsContext: BaseContext, PaymentStepListener {
  /// The flow, which attaches the chosen step; set by the builder.
  weak var router: (any PaymentsRouting)?
  private let request: PaymentRequest
  private let methods: PaymentMethodPlugins
  private let currentUser: any CurrentUserProviding
  private let invoiceDomains: Set<String>
  private let logger: any Logger
  private let view: any PaymentsView
  private let listener: @MainActor (PaymentOutcome) -> Void

  init(
    request: PaymentRequest, methods: PaymentMethodPlugins,
    currentUser: any CurrentUserProviding, invoiceDomains: Set<String>, logger: any Logger,
    view: any PaymentsView, listener: @escaping @MainActor (PaymentOutcome) -> Void
  ) {
    self.request = request
    self.methods = methods
    self.currentUser = currentUser
    self.invoiceDomains = invoiceDomains
    self.logger = logger
    self.view = view
    self.listener = listener
  }

  override func didActivate() {
    let state = PaymentState.current(currentUser: currentUser, invoiceDomains: invoiceDomains)
    let method = request.instrument.method
    switch methods.step(for: method, in: state) {
    case .success(let step):
      router?.attachStep(step.build(PaymentAttempt(request: request, state: state), listener: self))
    case .failure(let refusal):
      logger.log(.warning, "refused \(method): \(refusal.reason)", source: "Payments")
      paymentStepDidFinish(.refused(.methodUnavailable(refusal.reason)))
    }
  }

  func paymentStepDidFinish(_ outcome: PaymentOutcome) {
    if case .paid(let receipt) = outcome { view.show(PaymentsViewState(paid: receipt)) }
    listener(outcome)
  }
}
