import Architecture
import Core
import Payments
import TerminalUI

/// The payments' views in line mode: what an app hands the payments feature as its view
/// factory when it runs a command rather than a screen.
public struct PaymentsLineViewFactory: PaymentsViewFactory {
  private let console: any Console

  /// The views on a console.
  /// - Parameter console: Where they print.
  public init(console: any Console) {
    self.console = console
  }

  /// Prints the payment taken (``PaymentText``), then leaves.
  public func makePaymentView(
    _ presentation: Presentation<PaymentsViewState>, receiver: any PaymentsViewReceiver
  ) -> any ViewControllable {
    PrintedLineView(presentation, on: console, text: PaymentText.text) { [weak receiver] in
      receiver?.didRequestBack()
    }
  }

  /// A ``PaymentMethodLineView``.
  public func makePaymentMethodView(
    _ presentation: Presentation<PaymentMethodViewState>, receiver: any PaymentMethodViewReceiver
  ) -> any ViewControllable {
    PaymentMethodLineView(presentation: presentation, receiver: receiver)
  }

  /// A ``CardFormLineView``.
  public func makeCardFormView(
    _ presentation: Presentation<CardFormViewState>, receiver: any CardFormViewReceiver
  ) -> any ViewControllable {
    CardFormLineView(presentation: presentation, receiver: receiver)
  }
}

/// A payment taken as line mode prints it, on one line; a refusal prints nothing, as whoever asked
/// for the payment reports it once.
///
/// ```
/// Payment: paid $24.50 by card ending 4242 (reference CARD-4242-1768471200)
/// ```
enum PaymentText {
  static func text(_ state: PaymentsViewState) -> String {
    state.paid.map { "Payment: \($0)\n" } ?? ""
  }
}
