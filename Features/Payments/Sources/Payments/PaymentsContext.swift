import AccountInterface
import Architecture
import Core
import PaymentsInterface

/// The payments feature's logic: when its flow starts, it works out the ``PaymentState``, has
/// the payment-method plugins choose the step for the request's method, and has the flow attach
/// it. It hears the step as its listener, shows a receipt and tells its own listener.
///
/// A method that does not exist or is not available in the state is refused here with
/// `PaymentError.methodUnavailable`, saying why; no step is attached.
@MainActor
final class PaymentsContext: AbstractContext {
  /// The flow that attaches the chosen step; set by the builder.
  weak var flow: PaymentsFlow?
  private let request: PaymentRequest
  private let methods: PaymentMethodPlugins
  private let currentUser: any CurrentUserProviding
  private let invoiceDomains: Set<String>
  private let view: PaymentsView
  private let logger: any Logger
  private weak var listener: (any PaymentsListener)?

  init(
    request: PaymentRequest, methods: PaymentMethodPlugins,
    currentUser: any CurrentUserProviding, invoiceDomains: Set<String>, view: PaymentsView,
    logger: any Logger, listener: any PaymentsListener
  ) {
    self.request = request
    self.methods = methods
    self.currentUser = currentUser
    self.invoiceDomains = invoiceDomains
    self.view = view
    self.logger = logger
    self.listener = listener
  }

  override func didActivate() {
    let state = PaymentState.current(currentUser: currentUser, invoiceDomains: invoiceDomains)
    let method = request.instrument.methodKey
    switch methods.choose(method, in: state) {
    case .step(let step):
      flow?.attachStep(step.build(PaymentAttempt(request: request, state: state), listener: self))
    case .unavailable(let reason):
      logger.log(.warning, "refused \(method): \(reason)", source: "Payments")
      settle(.refused(.methodUnavailable(reason)))
    }
  }

  /// Ends the payment: shows a receipt, and tells the listener either way.
  func settle(_ outcome: PaymentOutcome) {
    switch outcome {
    case .paid(let receipt):
      view.showPaid(receipt)
      listener?.paymentDidSucceed(receipt)
    case .refused(let error):
      listener?.paymentWasRefused(error)
    }
  }
}
