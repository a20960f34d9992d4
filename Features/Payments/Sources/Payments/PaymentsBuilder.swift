import Architecture
import PaymentsInterface

/// Builds the payments feature: its flow, and the payment processing other features use.
///
/// Payments report nothing to a listener, so the listener is `Void`.
@MainActor
public struct PaymentsBuilder: Builder {
  private let dependencies: any PaymentsDependencies

  /// Creates a builder that will use `dependencies`.
  public init(dependencies: any PaymentsDependencies) {
    self.dependencies = dependencies
  }

  /// Builds a payments flow over the card and invoice plugins.
  /// - Parameters:
  ///   - listener: Nothing; payments have no results to report besides receipts.
  ///   - id: Identifies this instance; unused.
  /// - Returns: The flow to attach and the payment router, as `PaymentProcessing`.
  public func build(listener: Void, id: String) -> FeatureGraph<
    PaymentsFlow, any PaymentProcessing
  > {
    let context = PaymentsContext(
      plugins: PaymentMethods.makeList(dependencies: dependencies), dependencies: dependencies)
    return FeatureGraph(flow: PaymentsFlow(context: context), interface: context.router)
  }
}
