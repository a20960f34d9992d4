import PaymentsInterface

/// What the payments feature tells its parent, the payment board, once per request.
@MainActor
public protocol PaymentsListener: AnyObject {
  /// The payment was taken and the view showed its receipt.
  func paymentDidSucceed(_ receipt: PaymentReceipt)
  /// The payment was refused and nothing was charged; the view showed nothing, so that whoever
  /// asked for the payment reports the error once.
  func paymentWasRefused(_ error: PaymentError)
}
