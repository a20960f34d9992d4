import PaymentsInterface

/// What the card step tells its parent, the payments context.
@MainActor
public protocol CardPaymentListener: AnyObject {
  /// The card was charged.
  func cardPaymentDidSucceed(_ receipt: PaymentReceipt)
  /// The card was refused (invalid details or declined by the provider); nothing was charged.
  func cardPaymentWasRefused(_ error: PaymentError)
}
