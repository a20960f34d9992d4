import AccountInterface
import Architecture
import Core
import PaymentsInterface

/// What the payments feature needs from whoever builds it: who is signed in, which domains may
/// pay by invoice, and the shared services.
///
/// The app's dependency solver conforms to this protocol; tests and the example use
/// `TestPaymentsDependencies` from `PaymentsTesting`. The payment steps get their own solver,
/// derived from this one by ``PaymentMethodPlugins``.
public protocol PaymentsDependencies: BaseDependencies {
  /// Tells who is signed in; the invoice method is only for signed-in customers.
  var currentUser: any CurrentUserProviding { get }
  /// The email domains whose customers may pay by invoice, for example `["example.com"]`; the
  /// app reads them from its configuration. Compared in lower case.
  var invoiceDomains: Set<String> { get }
}

/// Builds the payments feature for one request: its view, its context and its flow. The
/// context chooses the payment step from the methods it is given.
@MainActor
struct PaymentsBuilder: Builder {
  let dependencies: any PaymentsDependencies
  /// The payment methods, each with the builder of its step.
  let methods: PaymentMethodPlugins

  /// Makes the feature; the view is watched with the flow, so the leak check covers it.
  /// - Parameters:
  ///   - request: The payment to take.
  ///   - listener: Hears the receipt or the refusal.
  /// - Returns: The flow to attach; once started, it attaches the step of the request's method.
  func build(_ request: PaymentRequest, listener: @escaping @MainActor (PaymentOutcome) -> Void)
    -> Flow
  {
    let view = PaymentsConsoleView(console: dependencies.console)
    let context = PaymentsContext(
      request: request, methods: methods, currentUser: dependencies.currentUser,
      invoiceDomains: dependencies.invoiceDomains, logger: dependencies.logger, view: view,
      listener: listener)
    let flow = PaymentsFlow(context: context)
    context.router = flow
    flow.watchOnDetach(view)
    return flow
  }
}
