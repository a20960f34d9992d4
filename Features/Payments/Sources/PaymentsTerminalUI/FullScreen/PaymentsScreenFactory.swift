import Architecture
import Payments
import TerminalUI

/// The payments' screens, for an app that runs full screen in the terminal: what the app hands
/// the payments feature as its view factory then.
public struct PaymentsScreenFactory: PaymentsViewFactory {
  /// The screens, presented on a navigation: a screen stack, or the app's shell.
  public init() {}

  /// A ``PaymentScreen``.
  public func makePaymentView(
    _ presentation: Presentation<PaymentsViewState>, receiver: any PaymentsViewReceiver
  ) -> any ViewControllable {
    PaymentScreen(presentation: presentation, receiver: receiver)
  }

  /// A ``PaymentMethodScreen``.
  public func makePaymentMethodView(
    _ presentation: Presentation<PaymentMethodViewState>, receiver: any PaymentMethodViewReceiver
  ) -> any ViewControllable {
    PaymentMethodScreen(presentation: presentation, receiver: receiver)
  }

  /// A ``CardFormScreen``.
  public func makeCardFormView(
    _ presentation: Presentation<CardFormViewState>, receiver: any CardFormViewReceiver
  ) -> any ViewControllable {
    CardFormScreen(presentation: presentation, receiver: receiver)
  }
}
