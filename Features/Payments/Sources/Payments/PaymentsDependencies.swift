import AccountInterface
import Core

/// What the payments feature needs from its parent.
///
/// The app's dependency solver conforms to this protocol; tests and the example use
/// `TestPaymentsDependencies` from `PaymentsTesting`.
public protocol PaymentsDependencies: BaseDependencies {
  /// Tells who is signed in; the invoice method is only for signed-in customers.
  var currentUser: any CurrentUserProviding { get }
  /// The email domains whose customers may pay by invoice, in lower case, for example
  /// `["example.com"]`. The app reads them from its configuration.
  var invoiceDomains: Set<String> { get }
}
