import Architecture

/// What a payment-method plugin makes: the builder of its method's step, carrying the rule the
/// plugin is enabled by, so that the payments context can say why a method is unavailable.
@MainActor
struct PaymentStepBuilder: Builder {
  private let rule: @MainActor (PaymentState) -> String?
  private let makeStep: @MainActor (PaymentAttempt, PaymentsContext) -> Flow

  /// Makes a step builder.
  /// - Parameters:
  ///   - rule: Why the method cannot be used in a state, or `nil` when it can.
  ///   - makeStep: Builds the step's flow, with the payments context as its listener.
  init(
    rule: @escaping @MainActor (PaymentState) -> String?,
    makeStep: @escaping @MainActor (PaymentAttempt, PaymentsContext) -> Flow
  ) {
    self.rule = rule
    self.makeStep = makeStep
  }

  /// Why the method cannot be used in `state`, or `nil` when it can.
  func unavailability(in state: PaymentState) -> String? {
    rule(state)
  }

  /// Builds the method's step for one payment.
  func build(_ attempt: PaymentAttempt, listener: PaymentsContext) -> Flow {
    makeStep(attempt, listener)
  }
}
