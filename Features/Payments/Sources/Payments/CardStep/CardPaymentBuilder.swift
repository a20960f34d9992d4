import Architecture

/// Builds the card step for one payment: its context, which charges the card with a
/// ``CardPaymentMethod``, and its flow.
@MainActor
public struct CardPaymentBuilder: Builder {
  private let dependencies: any CardPaymentDependencies

  /// Makes a builder.
  /// - Parameter dependencies: The solver its parent derived for it.
  public init(dependencies: any CardPaymentDependencies) {
    self.dependencies = dependencies
  }

  /// Makes the step.
  /// - Parameters:
  ///   - attempt: The payment, whose instrument is a card.
  ///   - listener: Hears the receipt or the refusal; held weakly.
  /// - Returns: The flow to attach; the card is charged when it starts.
  public func build(_ attempt: PaymentAttempt, listener: any CardPaymentListener)
    -> CardPaymentFlow
  {
    let context = CardPaymentContext(
      request: attempt.request, method: CardPaymentMethod(references: dependencies.references),
      clock: dependencies.clock, logger: dependencies.logger, listener: listener)
    return CardPaymentFlow(context: context)
  }
}
