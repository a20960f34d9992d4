/// Takes payments. Checkout depends on this, never on a payment method's implementation.
public protocol PaymentProcessing: Sendable {
  /// Takes the payment.
  /// - Returns: The receipt.
  /// - Throws: ``PaymentError``; nothing was charged.
  func pay(_ request: PaymentRequest) throws(PaymentError) -> PaymentReceipt
}
