import Core
import PaymentsInterface

/// What the payments feature shows once a payment is taken.
struct PaymentsViewState: Equatable, Sendable {
  /// `Payment: paid $24.50 by card ending 4242 (reference CARD-4242-1768471200)`
  var message: String

  /// The transform: what the feature shows for a taken payment.
  init(paid receipt: PaymentReceipt) {
    message =
      "Payment: paid \(receipt.amount) by \(receipt.method) (reference \(receipt.reference))"
  }
}

/// What the payments context shows a taken payment on: the console here, a confirmation in an
/// app. A refusal shows nothing here: whoever asked for the payment reports the error once.
@MainActor
protocol PaymentsView: AnyObject {
  /// Shows a taken payment.
  func show(_ state: PaymentsViewState)
}

/// Shows a taken payment on the console, on one line.
@MainActor
final class PaymentsConsoleView: PaymentsView {
  private let console: any Console

  init(console: any Console) {
    self.console = console
  }

  func show(_ state: PaymentsViewState) {
    console.show(state.message + "\n")
  }
}
