import Core
import PaymentsInterface

/// Shows a taken payment on the console, on one line:
///
/// ```
/// Payment: paid $24.50 by card ending 4242 (reference CARD-4242-1768471200)
/// ```
///
/// A refusal shows nothing here: the app reports the error once, where it reports every error.
@MainActor
final class PaymentsView {
  private let console: any Console

  init(console: any Console) {
    self.console = console
  }

  func showPaid(_ receipt: PaymentReceipt) {
    console.show(
      "Payment: paid \(receipt.amount) by \(receipt.method) (reference \(receipt.reference))\n")
  }
}
