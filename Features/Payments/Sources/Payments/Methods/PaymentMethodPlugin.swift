import Architecture

/// A payment method as a plugin of the kit: enabled in a state when the method's rule finds
/// nothing against it there, and making the builder of the method's step.
///
/// The rule is given once, to the step's builder, and serves both the plugin's `isEnabled` and
/// the reason the builder gives, so the two cannot disagree.
@MainActor
struct PaymentMethodPlugin: Plugin {
  private let step: PaymentStepBuilder

  /// Makes the plugin of one method.
  /// - Parameters:
  ///   - rule: Why the method cannot be used in a state, or `nil` when it can.
  ///   - makeStep: Builds the method's step with the step's builder, which the plugin chooses.
  init(
    rule: @escaping @MainActor (PaymentState) -> String?,
    makeStep: @escaping @MainActor (PaymentAttempt, PaymentsContext) -> Flow
  ) {
    step = PaymentStepBuilder(rule: rule, makeStep: makeStep)
  }

  /// Whether the method can be used in `state`.
  func isEnabled(_ state: PaymentState) -> Bool {
    step.unavailability(in: state) == nil
  }

  /// The builder of the method's step.
  func make() -> PaymentStepBuilder {
    step
  }
}
