import AccountInterface
import Architecture
import Core
import PaymentsInterface

/// What the payments feature needs from whoever builds it: who is signed in, which domains may
/// pay by invoice, the views, and the shared services.
///
/// The app's dependency solver conforms to this protocol; tests and the example use
/// `TestPaymentsDependencies` from `PaymentsTesting`.
public protocol PaymentsDependencies: BaseDependencies {
  /// Tells who is signed in; the invoice method is only for signed-in customers.
  var currentUser: any CurrentUserProviding { get }
  /// The email domains whose customers may pay by invoice, for example `["example.com"]`; the
  /// app reads them from its configuration. Compared in lower case.
  var invoiceDomains: Set<String> { get }
  /// Makes the payments' views: the app's UI target supplies terminal screens full screen and
  /// views that print in line mode.
  var paymentsViews: any PaymentsViewFactory { get }
}

/// Builds the feature that takes one payment: its context and its view. The board hands it the
/// request once it runs, so the payment is taken on the request, never as the feature starts.
@MainActor
struct PaymentsBuilder: Builder {
  let dependencies: any PaymentsDependencies
  /// The payment methods, with the one reference sequence of the app's run.
  let methods: PaymentMethods

  /// Makes the feature.
  /// - Parameter listener: Hears the outcome once the payment is taken or refused, then that the
  ///   customer left its view.
  /// - Returns: The flow and the view, which the board presents together.
  func build(_ input: Void, listener: @escaping @MainActor (FeatureEvent<PaymentOutcome>) -> Void)
    -> PresentableFeature
  {
    let context = PaymentsContext(
      methods: methods, ledger: StoredPaymentLedger(storage: dependencies.storage),
      currentUser: dependencies.currentUser, invoiceDomains: dependencies.invoiceDomains,
      clock: dependencies.clock, logger: dependencies.logger, listener: listener)
    let view = dependencies.paymentsViews.makePaymentView(context.presentation, receiver: context)
    return PresentableFeature(flow: Flow(context: context), view: view)
  }
}
