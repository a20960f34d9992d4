import AccountInterface

/// What the payment-method plugins look at to decide whether they are enabled: the signed-in
/// customer and the configuration.
public struct PaymentState: Sendable, Equatable {
  /// The signed-in customer, or `nil`.
  public let user: User?
  /// Why the signed-in customer could not be read, if it could not.
  public let userLookupFailure: String?
  /// The email domains allowed to pay by invoice, in lower case.
  public let invoiceDomains: Set<String>

  /// Creates a state; `invoiceDomains` are lower-cased.
  public init(user: User?, invoiceDomains: Set<String>, userLookupFailure: String? = nil) {
    self.user = user
    self.userLookupFailure = userLookupFailure
    self.invoiceDomains = Set(invoiceDomains.map { $0.lowercased() })
  }

  /// The state now: the user read from `dependencies.currentUser` and the configured domains.
  /// A user that cannot be read counts as nobody, with ``userLookupFailure`` saying why.
  public static func current(_ dependencies: any PaymentsDependencies) -> PaymentState {
    do {
      return PaymentState(
        user: try dependencies.currentUser.currentUser(),
        invoiceDomains: dependencies.invoiceDomains)
    } catch {
      return PaymentState(
        user: nil, invoiceDomains: dependencies.invoiceDomains,
        userLookupFailure: "\(error)")
    }
  }
}
