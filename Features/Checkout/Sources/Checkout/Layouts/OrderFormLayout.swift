/// A screen of the order form.
enum OrderFormStep: Equatable, Sendable {
  /// The shipping address, with the cart's summary.
  case address
  /// The whole order, to confirm: the lines, the total, the address and how to pay.
  case review
  /// The address, how to pay and the review on one page.
  case page
}

/// Where the order form goes once the customer answered a question.
enum OrderFormMove: Equatable, Sendable {
  /// It stays where it is.
  case stay
  /// It asks how to pay (the payment method board).
  case askPayment
  /// It shows the review to confirm.
  case review
}

/// How an order form asks its questions: which screen it starts on, and where it goes once
/// the customer gave the address or chose how to pay. The `checkout` flag chooses one through
/// ``CheckoutLayout``; the order form's context follows it, and its flow shows the screens.
protocol OrderFormLayout: Sendable {
  /// The screen the form starts on.
  var firstStep: OrderFormStep { get }
  /// Where the form goes once the address was accepted.
  func next(afterAddressIn state: OrderFormState) -> OrderFormMove
  /// Where the form goes once the customer chose how to pay.
  func next(afterPaymentIn state: OrderFormState) -> OrderFormMove
}

/// The default layout: the address, then how to pay (unless the request said), then the
/// review, each on a screen of its own; going back from the review asks how to pay again.
struct StepsLayout: OrderFormLayout {
  var firstStep: OrderFormStep { .address }

  func next(afterAddressIn state: OrderFormState) -> OrderFormMove {
    state.payment == nil ? .askPayment : .review
  }

  func next(afterPaymentIn state: OrderFormState) -> OrderFormMove {
    state.steps.last == .address ? .review : .stay
  }
}

/// The `one-page` layout: the address, how to pay and the review on one page, which the form
/// never leaves until the customer confirms.
struct OnePageLayout: OrderFormLayout {
  var firstStep: OrderFormStep { .page }

  func next(afterAddressIn state: OrderFormState) -> OrderFormMove { .stay }

  func next(afterPaymentIn state: OrderFormState) -> OrderFormMove { .stay }
}
