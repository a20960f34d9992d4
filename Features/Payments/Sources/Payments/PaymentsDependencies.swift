import AccountInterface
import Core

/// What the payments feature needs from whoever builds it: who is signed in, which domains may
/// pay by invoice, and the shared services.
///
/// The app's dependency solver conforms to this protocol; tests and the example use
/// `TestPaymentsDependencies` from `PaymentsTesting`. The payment steps get their own solvers,
/// derived from this one by ``PaymentMethodPlugins``.
public protocol PaymentsDependencies: BaseDependencies {
  /// Tells who is signed in; the invoice method is only for signed-in customers.
  var currentUser: any CurrentUserProviding { get }
  /// The email domains whose customers may pay by invoice, for example `["example.com"]`; the
  /// app reads them from its configuration. Compared in lower case.
  var invoiceDomains: Set<String> { get }
}
