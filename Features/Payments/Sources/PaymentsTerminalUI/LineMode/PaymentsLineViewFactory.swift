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

  /// A ``PaymentLineView``.
  public func makePaymentView(
    _ presentation: Presentation<PaymentsViewState>, receiver: any PaymentsViewReceiver
  ) -> any ViewControllable {
    PaymentLineView(presentation: presentation, receiver: receiver, console: console)
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

/// Prints a payment taken, on one line, then leaves; a refusal prints nothing, as whoever asked
/// for the payment reports it once.
///
/// ```
/// Payment: paid $24.50 by card ending 4242 (reference CARD-4242-1768471200)
/// ```
@MainActor
final class PaymentLineView: LineView {
  private let presentation: Presentation<PaymentsViewState>
  private weak var receiver: (any PaymentsViewReceiver)?
  private let console: any Console

  init(
    presentation: Presentation<PaymentsViewState>, receiver: any PaymentsViewReceiver,
    console: any Console
  ) {
    self.presentation = presentation
    self.receiver = receiver
    self.console = console
  }

  func didAppear() {
    if let paid = presentation.viewState.paid { console.show("Payment: \(paid)\n") }
    receiver?.didRequestBack()
  }
}
