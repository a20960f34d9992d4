import Architecture
import PaymentsInterface

/// Builds the payment method question for one request: its context, its view from the app's
/// factory, and its flow, with the builder of its child, the card form, whose dependencies it
/// derives from its own.
@MainActor
struct PaymentMethodBuilder {
  let dependencies: any PaymentsDependencies

  /// Makes the feature.
  /// - Parameters:
  ///   - request: The amount, and what the customer chose before.
  ///   - listener: Hears the customer's choice, or that they went back or gave up.
  /// - Returns: The flow and the view, which the board presents together.
  func build(
    _ request: PaymentMethodRequest,
    listener: @escaping @MainActor (PaymentMethodOutcome) -> Void
  ) -> PresentableFeature {
    let context = PaymentMethodContext(
      request: request, currentUser: dependencies.currentUser,
      invoiceDomains: dependencies.invoiceDomains, logger: dependencies.logger,
      listener: listener)
    let view = dependencies.paymentsViews.makePaymentMethodView(
      context.presentation, receiver: context)
    let flow = PaymentMethodFlow(
      context: context,
      cardForm: CardFormBuilder(dependencies: CardFormComponent(parent: dependencies)))
    return PresentableFeature(flow: flow, view: view)
  }
}

/// The payment method question's node in the flow tree. It follows its context's state: while
/// the card form is open, the form is attached as a child, its view presented over the
/// methods; when the state closes it, the form is detached and its view dismissed.
@MainActor
final class PaymentMethodFlow: Flow {
  private let question: PaymentMethodContext
  private let cardForm: CardFormBuilder
  private var following: Subscription?

  init(context: PaymentMethodContext, cardForm: CardFormBuilder) {
    question = context
    self.cardForm = cardForm
    super.init(context: context)
  }

  override func didStart() {
    following = question.state.subscribeOnMainActor(self) { flow, state in
      flow.showCardForm(state.isEnteringCard)
    }
  }

  override func willEnd() {
    following?.cancel()
  }

  /// The customer left the card form through the navigation (back): the question takes it
  /// as the form's own back.
  override func navigationDidRemoveView(of child: Flow) {
    super.navigationDidRemoveView(of: child)
    question.cardFormDidLeave()
  }

  private func showCardForm(_ isShown: Bool) {
    guard isShown != !children.isEmpty else { return }
    detachAllChildren()
    guard isShown, let navigation else { return }
    let form = cardForm.build(
      (question.state.value.request.amount, question.currentCard), listener: question)
    attach(form.flow, presenting: form.view, on: navigation)
  }
}
