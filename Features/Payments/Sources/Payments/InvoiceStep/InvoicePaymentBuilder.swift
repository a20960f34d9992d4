import Architecture

/// Builds the invoice step for one payment: its context, which sends the invoice with an
/// ``InvoicePaymentMethod``, and its flow.
@MainActor
public struct InvoicePaymentBuilder: Builder {
  private let dependencies: any InvoicePaymentDependencies

  /// Makes a builder.
  /// - Parameter dependencies: The solver its parent derived for it.
  public init(dependencies: any InvoicePaymentDependencies) {
    self.dependencies = dependencies
  }

  /// Makes the step.
  /// - Parameters:
  ///   - attempt: The payment, whose instrument is an invoice, and the state naming the
  ///     customer.
  ///   - listener: Hears the receipt or the refusal; held weakly.
  /// - Returns: The flow to attach; the invoice is sent when it starts.
  public func build(_ attempt: PaymentAttempt, listener: any InvoicePaymentListener)
    -> InvoicePaymentFlow
  {
    let context = InvoicePaymentContext(
      attempt: attempt, method: InvoicePaymentMethod(references: dependencies.references),
      clock: dependencies.clock, logger: dependencies.logger, listener: listener)
    return InvoicePaymentFlow(context: context)
  }
}
