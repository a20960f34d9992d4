import AccountInterface
import Architecture
import CartInterface
import CheckoutInterface
import Core
import PaymentsInterface

/// What the order form knows: the cart it reviewed, the address as typed and as accepted, how
/// the customer pays, the screens shown (bottom first), and why the last answer was refused.
struct OrderFormState: Equatable, Sendable {
  var reviewed: ReviewedCart?
  var address = ""
  var acceptedAddress: ShippingAddress?
  var payment: PaymentInstrument?
  var steps: [OrderFormStep] = []
  var refusal: CheckoutError?
}

/// What the order form tells checkout.
enum OrderFormOutcome {
  /// The customer confirmed the order; nothing is charged yet.
  case confirmed(ConfirmedOrder)
  /// The customer left the form before confirming; nothing was charged.
  case left
  /// The form cannot go on (nobody signed in, an empty cart, a cart that could not be read),
  /// or the customer gave up with a refusal standing; nothing was charged.
  case refused(any Error)
}

/// The order form's logic: it reviews the cart as it starts (reading only), then takes the
/// customer's answers (``OrderFormViewReceiver``): the address, how to pay (asked on the
/// payment method board), and the confirmation, in the order its layout says. The request
/// fills the answers in: a request that says how to pay is not asked it. An answer refused is
/// said on the screen, which stays; the form hands on the order only when the customer
/// confirms, and nothing is charged here.
@MainActor
final class OrderFormContext: PresentableContext<OrderFormState, OrderFormViewState>,
  OrderFormViewReceiver
{
  private let cart: any CartService
  private let currentUser: any CurrentUserProviding
  private let layout: any OrderFormLayout
  private weak var questions: Motherboard?
  private let logger: any Logger
  private let listener: @MainActor (OrderFormOutcome) -> Void

  /// - Parameters:
  ///   - request: What the customer gave already, filled in.
  ///   - questions: Where the payment method board is asked: checkout's sub-flow.
  init(
    request: CheckoutRequest, cart: any CartService, currentUser: any CurrentUserProviding,
    layout: any OrderFormLayout, questions: Motherboard, logger: any Logger,
    listener: @escaping @MainActor (OrderFormOutcome) -> Void
  ) {
    self.cart = cart
    self.currentUser = currentUser
    self.layout = layout
    self.questions = questions
    self.logger = logger
    self.listener = listener
    super.init(
      state: OrderFormState(address: request.shippingAddress, payment: request.payment),
      transform: OrderFormViewState.init)
  }

  /// Reviews the cart and shows the first screen: reading only.
  override func didActivate() {
    let reviewed: ReviewedCart
    do {
      reviewed = try OrderReview.review(cart: cart, currentUser: currentUser)
    } catch {
      logger.log(.info, "order form refused: \(error)", source: "Checkout")
      return listener(.refused(error))
    }
    questions?.route(.paymentMethod, to: self) { form, outcome in form.paymentMethodDid(outcome) }
    state.update {
      $0.reviewed = reviewed
      $0.steps = [layout.firstStep]
    }
  }

  func didSubmitAddress(_ text: String) {
    guard isActive, state.value.reviewed != nil else { return }
    do {
      let address = try ShippingAddress(text)
      state.update {
        $0.address = address.text
        $0.acceptedAddress = address
        $0.refusal = nil
      }
      move(layout.next(afterAddressIn: state.value))
    } catch {
      state.update {
        $0.address = text
        $0.acceptedAddress = nil
        $0.refusal = error
      }
    }
  }

  func didRequestPaymentMethod() {
    guard isActive, state.value.reviewed != nil else { return }
    askPayment()
  }

  func didConfirm() {
    let form = state.value
    guard isActive, [.review, .page].contains(form.steps.last), let reviewed = form.reviewed,
      let address = form.acceptedAddress
    else { return }
    guard let payment = form.payment else { return askPayment() }
    listener(.confirmed(ConfirmedOrder(reviewed: reviewed, address: address, payment: payment)))
  }

  func didRequestBack() {
    guard isActive else { return }
    guard state.value.steps.count > 1 else { return listener(.left) }
    state.update {
      $0.steps.removeLast()
      $0.refusal = nil
    }
    askPayment()
  }

  func didCancel() {
    guard isActive else { return }
    listener(.refused(state.value.refusal ?? CheckoutError.cancelled))
  }

  private func paymentMethodDid(_ outcome: PaymentMethodOutcome) {
    guard isActive else { return }
    switch outcome {
    case .chosen(let payment):
      state.update {
        $0.payment = payment
        $0.refusal = nil
      }
      move(layout.next(afterPaymentIn: state.value))
    case .back:
      break
    case .cancelled(let refusal):
      listener(.refused(refusal.map(CheckoutError.paymentFailed) ?? CheckoutError.cancelled))
    }
  }

  private func move(_ move: OrderFormMove) {
    switch move {
    case .stay: break
    case .askPayment: askPayment()
    case .review: state.update { $0.steps.append(.review) }
    }
  }

  /// Asks how to pay, with what the customer chose before; a question that cannot be asked (no
  /// module answers it) ends the form, so it never waits for an answer that will not come.
  private func askPayment() {
    guard let questions, let reviewed = state.value.reviewed else { return }
    let request = PaymentMethodRequest(
      amount: reviewed.contents.total, current: state.value.payment)
    let activation = questions.io(.paymentMethod).activate(request)
    if let outcome = activation.outcome { return check(outcome) }
    cancellables.addTask { [weak self] in
      let outcome = await activation.decision()
      self?.check(outcome)
    }
  }

  private func check(_ outcome: ActivationOutcome) {
    guard outcome != .activated, isActive else { return }
    logger.log(.warning, "checkout could not ask how to pay: \(outcome)", source: "Checkout")
    listener(.refused(StepNotReached(outcome: outcome)))
  }
}
