import AccountInterface

/// What decides which payment methods a customer may use (``PaymentMethods``): the signed-in
/// customer and the configured invoice domains. Worked out once per question and per payment.
public struct PaymentState: Sendable, Equatable {
  /// The signed-in customer, or `nil`.
  public let user: User?
  /// Why the signed-in customer could not be read, if it could not.
  public let userLookupFailure: String?
  /// The email domains allowed to pay by invoice, in lower case.
  public let invoiceDomains: Set<String>

  /// Makes a state; `invoiceDomains` are lower-cased.
  /// - Parameters:
  ///   - user: The signed-in customer, or `nil`.
  ///   - invoiceDomains: The email domains allowed to pay by invoice.
  ///   - userLookupFailure: Why the customer could not be read, if it could not.
  public init(user: User?, invoiceDomains: Set<String>, userLookupFailure: String? = nil) {
    self.user = user
    self.userLookupFailure = userLookupFailure
    self.invoiceDomains = Set(invoiceDomains.map { $0.lowercased() })
  }

  /// The state now. A customer who cannot be read counts as nobody, with
  /// ``userLookupFailure`` saying why.
  /// - Parameters:
  ///   - currentUser: Tells who is signed in.
  ///   - invoiceDomains: The configured invoice domains.
  /// - Returns: The state.
  public static func current(
    currentUser: any CurrentUserProviding, invoiceDomains: Set<String>
  ) -> PaymentState {
    do {
      return PaymentState(user: try currentUser.currentUser(), invoiceDomains: invoiceDomains)
    } catch {
      return PaymentState(
        user: nil, invoiceDomains: invoiceDomains, userLookupFailure: "\(error)")
    }
  }
}
