import PaymentsInterface

/// The payments context hears the card step it attached.
extension PaymentsContext: CardPaymentListener {
  func cardPaymentDidSucceed(_ receipt: PaymentReceipt) {
    settle(.paid(receipt))
  }

  func cardPaymentWasRefused(_ error: PaymentError) {
    settle(.refused(error))
  }
}
