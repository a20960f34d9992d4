import Architecture

/// The payments feature's node in the flow tree. Its one child is the step of the payment's
/// method (``CardPaymentFlow`` or ``InvoicePaymentFlow``), which its context chooses.
@MainActor
public final class PaymentsFlow: Flow {
  init(context: PaymentsContext) {
    super.init(context: context)
  }

  /// Attaches the chosen method's step, which starts at once and takes the payment.
  func attachStep(_ step: Flow) {
    attach(step)
  }
}
