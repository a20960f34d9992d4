import PaymentsInterface

/// What the customer gives to check out, as far as they gave it: where to ship and how to pay.
/// It fills checkout's form in; what it leaves out, the customer is asked (full screen, a
/// checkout started from the cart gives nothing yet).
public struct CheckoutRequest: Sendable, Equatable {
  /// The shipping address, one line, as given; empty when the customer is to type it.
  public let shippingAddress: String
  /// How to pay; `nil` when the customer is to choose.
  public let payment: PaymentInstrument?

  /// Creates a request.
  /// - Parameters:
  ///   - shippingAddress: The shipping address; empty to ask it.
  ///   - payment: How to pay; `nil` to ask it.
  public init(shippingAddress: String = "", payment: PaymentInstrument? = nil) {
    self.shippingAddress = shippingAddress
    self.payment = payment
  }
}
