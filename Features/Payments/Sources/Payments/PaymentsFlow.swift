import Architecture

/// What the payments context asks of its flow: to attach the step it chose.
@MainActor
protocol PaymentsRouting: AnyObject {
  /// Attaches a payment step, which starts at once and takes the payment.
  func attachStep(_ step: Flow)
}

/// The payments feature's node in the flow tree. Its one child is the step of the payment's
/// method, which its context chooses.
@MainActor
final class PaymentsFlow: Flow, PaymentsRouting {
  init(context: PaymentsContext) {
    super.init(context: context)
  }

  func attachStep(_ step: Flow) {
    attach(step)
  }
}
