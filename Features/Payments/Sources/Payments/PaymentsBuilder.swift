import Architecture
import PaymentsInterface

/// Builds the payments feature for one request: its view, its context and its flow. The
/// context chooses the payment step from the builder's ``PaymentMethodPlugins``.
@MainActor
public struct PaymentsBuilder: Builder {
  private let dependencies: any PaymentsDependencies
  private let methods: PaymentMethodPlugins

  /// Makes a builder and the payment-method plugins its features choose from. Every feature
  /// it builds numbers its references from one ``ReferenceSequence``, so they never repeat.
  /// - Parameter dependencies: Who is signed in, the invoice domains and the shared services.
  public init(dependencies: any PaymentsDependencies) {
    self.dependencies = dependencies
    methods = PaymentMethodPlugins(dependencies: dependencies, references: ReferenceSequence())
  }

  /// Makes the feature; the view is watched with the flow, so the leak check covers it.
  /// - Parameters:
  ///   - request: The payment to take.
  ///   - listener: Hears the receipt or the refusal; held weakly.
  /// - Returns: The flow to attach; once started, it attaches the step of the request's method.
  public func build(_ request: PaymentRequest, listener: any PaymentsListener) -> PaymentsFlow {
    let view = PaymentsView(console: dependencies.console)
    let context = PaymentsContext(
      request: request, methods: methods, currentUser: dependencies.currentUser,
      invoiceDomains: dependencies.invoiceDomains, view: view, logger: dependencies.logger,
      listener: listener)
    let flow = PaymentsFlow(context: context)
    context.flow = flow
    flow.watchOnDetach(view)
    return flow
  }
}
