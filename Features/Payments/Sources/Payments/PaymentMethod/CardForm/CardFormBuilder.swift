import Architecture
import CatalogInterface
import Core
import PaymentsInterface

/// What the card form needs: the clock that judges a card's expiry, and its views.
protocol CardFormDependencies {
  /// Judges a card's expiry.
  var clock: any WallClock { get }
  /// Makes the form's view.
  var cardFormViews: any CardFormViewFactory { get }
}

/// The card form's dependencies, derived from the payments feature's: its clock, and its view
/// factory, which makes the form's view too.
struct CardFormComponent: CardFormDependencies {
  let parent: any PaymentsDependencies

  var clock: any WallClock { parent.clock }
  var cardFormViews: any CardFormViewFactory { parent.paymentsViews }
}

/// What the card form tells its parent, the payment method question.
@MainActor
protocol CardFormListener: AnyObject {
  /// The customer gave a card that passes its checks.
  func cardFormDidEnter(_ card: CardDetails)
  /// The customer went back to the methods.
  func cardFormDidLeave()
  /// The customer gave up; `refusal` is why the last card was refused, if it was.
  func cardFormDidCancel(refusal: PaymentError?)
}

/// Builds the card form for one question: its context and its view.
@MainActor
struct CardFormBuilder: Builder {
  let dependencies: any CardFormDependencies

  /// Makes the form.
  /// - Parameters:
  ///   - input: The amount to pay, and the card given before, filled in.
  ///   - listener: Hears the card, or the customer leaving; held weakly.
  /// - Returns: The flow and the view, which the question's flow presents together.
  func build(_ input: (amount: Money, card: CardDetails?), listener: any CardFormListener)
    -> PresentableFeature
  {
    let context = CardFormContext(
      amount: input.amount, card: input.card, clock: dependencies.clock, listener: listener)
    let view = dependencies.cardFormViews.makeCardFormView(context.presentation, receiver: context)
    return PresentableFeature(flow: Flow(context: context), view: view)
  }
}
