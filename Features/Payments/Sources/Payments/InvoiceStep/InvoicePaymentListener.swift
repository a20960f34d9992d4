import PaymentsInterface

/// What the invoice step tells its parent, the payments context.
@MainActor
public protocol InvoicePaymentListener: AnyObject {
  /// The invoice was sent to the signed-in customer.
  func invoiceWasSent(_ receipt: PaymentReceipt)
  /// The invoice was refused (an amount that is not positive, say); nothing was charged.
  func invoiceWasRefused(_ error: PaymentError)
}
