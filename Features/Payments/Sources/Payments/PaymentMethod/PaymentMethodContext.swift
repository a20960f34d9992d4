import AccountInterface
import Architecture
import Core
import PaymentsInterface

/// What the payment method question knows: what was asked, the methods available to the
/// customer, whether the card form is open, and why the last choice was refused.
struct PaymentMethodState: Equatable, Sendable {
  var request: PaymentMethodRequest
  var available: [PaymentMethod] = []
  /// The signed-in customer's address, whom an invoice goes to.
  var customer: String?
  /// Whether the card form is open; the question's flow follows it.
  var isEnteringCard = false
  var refusal: PaymentError?
}

/// The payment method question's logic: it reads which methods the customer may use as it
/// starts, and takes the customer's choice (``PaymentMethodViewReceiver``): an invoice is
/// chosen at once, a card opens the card form (by setting the state its flow follows), whose
/// card it hands on. A method that is not available is refused and said; nothing is charged.
@MainActor
final class PaymentMethodContext: PresentableContext<PaymentMethodState, PaymentMethodViewState>,
  PaymentMethodViewReceiver, CardFormListener
{
  private let currentUser: any CurrentUserProviding
  private let invoiceDomains: Set<String>
  private let logger: any Logger
  private let listener: @MainActor (PaymentMethodOutcome) -> Void

  init(
    request: PaymentMethodRequest, currentUser: any CurrentUserProviding,
    invoiceDomains: Set<String>, logger: any Logger,
    listener: @escaping @MainActor (PaymentMethodOutcome) -> Void
  ) {
    self.currentUser = currentUser
    self.invoiceDomains = invoiceDomains
    self.logger = logger
    self.listener = listener
    super.init(
      state: PaymentMethodState(request: request), transform: PaymentMethodViewState.init)
  }

  /// Reads who may pay how: reading only.
  override func didActivate() {
    let now = paymentState
    state.update {
      $0.available = PaymentMethods.available(in: now)
      $0.customer = now.user?.email.value
    }
  }

  func didChoose(_ method: PaymentMethod) {
    guard isActive, !state.value.isEnteringCard else { return }
    if let reason = PaymentMethods.unavailability(of: method, in: paymentState) {
      logger.log(.warning, "refused \(method): \(reason)", source: "Payments")
      state.update { $0.refusal = .methodUnavailable(reason) }
      return
    }
    switch method {
    case .card: state.update { $0.isEnteringCard = true }
    case .invoice: listener(.chosen(.invoice))
    }
  }

  func didRequestBack() {
    guard isActive, !state.value.isEnteringCard else { return }
    listener(.back)
  }

  func didCancel() {
    guard isActive else { return }
    listener(.cancelled(refusal: state.value.refusal))
  }

  func cardFormDidEnter(_ card: CardDetails) {
    guard isActive else { return }
    listener(.chosen(.card(card)))
  }

  func cardFormDidLeave() {
    guard isActive else { return }
    state.update {
      $0.isEnteringCard = false
      $0.refusal = nil
    }
  }

  func cardFormDidCancel(refusal: PaymentError?) {
    guard isActive else { return }
    listener(.cancelled(refusal: refusal))
  }

  /// The card the customer gave before, which the card form fills in.
  var currentCard: CardDetails? {
    guard case .card(let card) = state.value.request.current else { return nil }
    return card
  }

  private var paymentState: PaymentState {
    PaymentState.current(currentUser: currentUser, invoiceDomains: invoiceDomains)
  }
}
