import Architecture
import PaymentsInterface

/// What the payment method question shows, as text ready to display.
public struct PaymentMethodViewState: Equatable, Sendable {
  /// One way to pay the customer may choose.
  public struct Option: Equatable, Sendable {
    /// The method, which the view hands back when it is chosen.
    public var method: PaymentMethod
    /// `Card`, `Invoice to ada@example.com`.
    public var label: String

    /// An option.
    public init(method: PaymentMethod, label: String) {
      self.method = method
      self.label = label
    }
  }

  /// How much will be paid: `$41.00`.
  public var amount: String
  /// The methods available to the customer, in order.
  public var options: [Option]
  /// The method chosen before, to select first.
  public var selected: PaymentMethod?
  /// Why the last choice was refused.
  public var problem: String?

  /// A view state.
  public init(
    amount: String, options: [Option], selected: PaymentMethod? = nil, problem: String? = nil
  ) {
    self.amount = amount
    self.options = options
    self.selected = selected
    self.problem = problem
  }
}

extension PaymentMethodViewState {
  /// The transform: what the views show for a state.
  init(_ state: PaymentMethodState) {
    self.init(
      amount: "\(state.request.amount)",
      options: state.available.map { method in
        switch method {
        case .card: Option(method: .card, label: "Card")
        case .invoice:
          Option(method: .invoice, label: state.customer.map { "Invoice to \($0)" } ?? "Invoice")
        }
      },
      selected: state.request.current?.method, problem: state.refusal.map { "\($0)" })
  }
}

/// What the customer does on the payment method question.
@MainActor
public protocol PaymentMethodViewReceiver: AnyObject {
  /// The customer chose a method: an invoice is chosen at once, a card asks its number and
  /// expiry.
  func didChoose(_ method: PaymentMethod)
  /// The customer went back without choosing.
  func didRequestBack()
  /// The customer gave up choosing, with the refusal that stands.
  func didCancel()
}

/// Makes the payment method question's views; ``PaymentsViewFactory`` refines it.
@MainActor
public protocol PaymentMethodViewFactory: CardFormViewFactory {
  /// The view of the question: the methods to choose from.
  /// - Parameters:
  ///   - presentation: What to show; the question's context keeps it current.
  ///   - receiver: Where the view hands what the customer does; hold it weakly.
  /// - Returns: The view, which the payment method board presents.
  func makePaymentMethodView(
    _ presentation: Presentation<PaymentMethodViewState>, receiver: any PaymentMethodViewReceiver
  ) -> any ViewControllable
}
