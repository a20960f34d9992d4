import Architecture

/// What the order form's screens show, as text ready to display: each screen reads its part.
public struct OrderFormViewState: Equatable, Sendable {
  /// One line of the order.
  public struct Line: Equatable, Sendable {
    /// How many units.
    public var quantity: Int
    /// The product's name.
    public var name: String
    /// The line's total, formatted.
    public var total: String

    /// A line.
    public init(quantity: Int, name: String, total: String) {
      self.quantity = quantity
      self.name = name
      self.total = total
    }
  }

  /// Who orders: `ada@example.com`.
  public var customer: String
  /// The lines of the cart, oldest first.
  public var lines: [Line]
  /// `3 items, total $41.00`.
  public var summary: String
  /// `$41.00`.
  public var total: String
  /// The address as given or typed last, for the address field.
  public var address: String
  /// The address accepted, once it is.
  public var shippingTo: String?
  /// How the customer pays, once chosen: `card ending 4242`, `invoice`.
  public var payment: String?
  /// Why the customer's last answer was refused.
  public var problem: String?
  /// Whether the order can be placed: an address accepted and a way to pay chosen.
  public var canPlaceOrder: Bool

  /// A view state.
  public init(
    customer: String, lines: [Line], summary: String, total: String, address: String,
    shippingTo: String? = nil, payment: String? = nil, problem: String? = nil,
    canPlaceOrder: Bool = false
  ) {
    self.customer = customer
    self.lines = lines
    self.summary = summary
    self.total = total
    self.address = address
    self.shippingTo = shippingTo
    self.payment = payment
    self.problem = problem
    self.canPlaceOrder = canPlaceOrder
  }
}

extension OrderFormViewState {
  /// The transform: what the views show for a state.
  init(_ state: OrderFormState) {
    let contents = state.reviewed?.contents
    let count = contents?.itemCount ?? 0
    let total = contents.map { "\($0.total)" } ?? ""
    self.init(
      customer: state.reviewed?.customer.email.value ?? "",
      lines: contents?.lines.map {
        Line(quantity: $0.quantity, name: $0.name, total: "\($0.total)")
      } ?? [],
      summary: "\(count) item\(count == 1 ? "" : "s"), total \(total)", total: total,
      address: state.address, shippingTo: state.acceptedAddress?.text,
      payment: state.payment.map { "\($0)" }, problem: state.refusal.map { "\($0)" },
      canPlaceOrder: state.acceptedAddress != nil && state.payment != nil)
  }
}

/// What the customer does on the order form's screens, handed back to the form's context.
@MainActor
public protocol OrderFormViewReceiver: AnyObject {
  /// The customer gave the shipping address, as typed.
  func didSubmitAddress(_ text: String)
  /// The customer asked to choose, or change, how to pay.
  func didRequestPaymentMethod()
  /// The customer confirmed the order: it is placed, and paid for, now.
  func didConfirm()
  /// The customer went back a step; from the first one, out of checkout, nothing charged.
  func didRequestBack()
  /// The customer gave up checking out, with the refusal that stands: a line interface, which
  /// cannot correct what it was given, gives up this way.
  func didCancel()
}

/// Makes the order form's views, one per screen; ``CheckoutViewFactory`` refines it.
@MainActor
public protocol OrderFormViewFactory: Sendable {
  /// The shipping address's view, with the cart's summary (the `steps` layout).
  func makeAddressView(
    _ presentation: Presentation<OrderFormViewState>, receiver: any OrderFormViewReceiver
  ) -> any ViewControllable

  /// The review's view: the lines, the total, the address and how to pay, to confirm (the
  /// `steps` layout).
  func makeReviewView(
    _ presentation: Presentation<OrderFormViewState>, receiver: any OrderFormViewReceiver
  ) -> any ViewControllable

  /// The one page with the address, how to pay and the review (the `one-page` layout).
  func makeOrderPageView(
    _ presentation: Presentation<OrderFormViewState>, receiver: any OrderFormViewReceiver
  ) -> any ViewControllable
}
