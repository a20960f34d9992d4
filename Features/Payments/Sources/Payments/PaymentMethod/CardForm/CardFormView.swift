import Architecture

/// What the card form shows, as text ready to display.
public struct CardFormViewState: Equatable, Sendable {
  /// How much will be paid with the card: `$41.00`.
  public var amount: String
  /// The number, as given before or typed last.
  public var number: String
  /// The expiry, `MM/YY`, as given before or typed last.
  public var expiry: String
  /// Why the card was refused: a mistyped number, an expired card.
  public var problem: String?

  /// A view state.
  public init(amount: String, number: String, expiry: String, problem: String? = nil) {
    self.amount = amount
    self.number = number
    self.expiry = expiry
    self.problem = problem
  }
}

extension CardFormViewState {
  /// The transform: what the views show for a state.
  init(_ state: CardFormState) {
    self.init(
      amount: "\(state.amount)", number: state.number, expiry: state.expiry,
      problem: state.refusal.map { "\($0)" })
  }
}

/// What the customer does on the card form.
@MainActor
public protocol CardFormViewReceiver: AnyObject {
  /// The customer gave the card: its number (digits, spaces and dashes) and expiry (`MM/YY`).
  func didSubmit(number: String, expiry: String)
  /// The customer went back to the payment methods.
  func didRequestBack()
  /// The customer gave up choosing how to pay, with the refusal that stands.
  func didCancel()
}

/// Makes the card form's view; ``PaymentMethodViewFactory`` refines it, so the payments'
/// factory makes it too.
@MainActor
public protocol CardFormViewFactory: Sendable {
  /// The view of the card form.
  /// - Parameters:
  ///   - presentation: What to show; the form's context keeps it current.
  ///   - receiver: Where the view hands what the customer does; hold it weakly.
  /// - Returns: The view, which the payment method question's flow presents.
  func makeCardFormView(
    _ presentation: Presentation<CardFormViewState>, receiver: any CardFormViewReceiver
  ) -> any ViewControllable
}
