import PaymentsInterface

/// The payments context hears the invoice step it attached.
extension PaymentsContext: InvoicePaymentListener {
  func invoiceWasSent(_ receipt: PaymentReceipt) {
    settle(.paid(receipt))
  }

  func invoiceWasRefused(_ error: PaymentError) {
    settle(.refused(error))
  }
}
