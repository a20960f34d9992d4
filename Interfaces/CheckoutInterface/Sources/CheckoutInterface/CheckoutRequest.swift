import PaymentsInterface

/// What the customer gives to check out: where to ship and how to pay.
public struct CheckoutRequest: Sendable, Equatable {
  /// The shipping address, one line.
  public let shippingAddress: String
  /// How to pay.
  public let payment: PaymentInstrument

  /// Creates a request.
  public init(shippingAddress: String, payment: PaymentInstrument) {
    self.shippingAddress = shippingAddress
    self.payment = payment
  }
}
