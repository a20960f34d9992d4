import Core
import PaymentsInterface

/// Pays by invoice sent to the signed-in customer.
///
/// Only available to a signed-in customer whose email domain is in the configured
/// `invoiceDomains`; otherwise the reason says which condition failed. The receipt says
/// `invoice to ada@example.com` with a reference such as `INV-1768471200`.
public struct InvoicePaymentMethod: PaymentMethod {
  private let dependencies: any PaymentsDependencies
  private let references: ReferenceSequence

  /// Creates the method.
  /// - Parameters:
  ///   - dependencies: The clock numbers references; the logger hears results.
  ///   - references: Numbers the receipts' references.
  public init(dependencies: any PaymentsDependencies, references: ReferenceSequence) {
    self.dependencies = dependencies
    self.references = references
  }

  /// `"invoice"`.
  public var key: String { "invoice" }

  /// Why the customer in `state` cannot pay by invoice: nobody is signed in, or the address's
  /// domain is not on the list; `nil` when they can.
  public func unavailability(in state: PaymentState) -> String? {
    if let failure = state.userLookupFailure {
      return "invoice needs a signed-in customer, and the account could not be read: \(failure)"
    }
    guard let user = state.user else {
      return "invoice is only for signed-in customers; sign in first with 'sign-in <email>'"
    }
    guard state.invoiceDomains.contains(user.email.domain) else {
      let allowed =
        state.invoiceDomains.isEmpty
        ? "no domain is allowed"
        : "allowed: \(state.invoiceDomains.sorted().joined(separator: ", "))"
      return "invoice is not offered to \(user.email.domain) addresses (\(allowed))"
    }
    return nil
  }

  /// Sends the invoice.
  /// - Returns: A receipt naming the customer's address.
  /// - Throws: ``PaymentError/methodUnavailable(_:)`` when the customer may not pay by invoice;
  ///   ``PaymentError/invalid(_:)`` for an amount that is not positive or an instrument that is
  ///   not an invoice.
  public func pay(_ request: PaymentRequest, in state: PaymentState) throws(PaymentError)
    -> PaymentReceipt
  {
    guard case .invoice = request.instrument else {
      throw .invalid("the invoice method cannot take \(request.instrument)")
    }
    if let reason = unavailability(in: state) { throw .methodUnavailable(reason) }
    guard let user = state.user else { throw .methodUnavailable("nobody is signed in") }
    try PaymentAmountCheck.validate(request.amount)
    let reference = "INV-\(references.next(at: dependencies.clock.now))"
    dependencies.logger.log(
      .info, "invoiced \(request.amount) to \(user.email) as \(reference)", source: "Payments")
    return PaymentReceipt(
      reference: reference, method: "invoice to \(user.email)", amount: request.amount)
  }
}
