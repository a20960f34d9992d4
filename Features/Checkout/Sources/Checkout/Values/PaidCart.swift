import PaymentsInterface

/// The output of checkout's payment step: the addressed cart and the proof it was paid.
public struct PaidCart: Sendable, Equatable {
  /// The output of the shipping step.
  public let addressed: AddressedCart
  /// The payment's receipt.
  public let receipt: PaymentReceipt

  /// Groups the result of the payment step.
  /// - Parameters:
  ///   - addressed: The output of the shipping step.
  ///   - receipt: The payment's receipt.
  public init(addressed: AddressedCart, receipt: PaymentReceipt) {
    self.addressed = addressed
    self.receipt = receipt
  }
}
