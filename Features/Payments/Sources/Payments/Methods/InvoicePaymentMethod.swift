import AccountInterface
import Foundation
import PaymentsInterface

/// Pays by invoice sent to the signed-in customer.
///
/// Only available to a signed-in customer whose email domain is in the configured invoice
/// domains; otherwise the reason says which condition failed. The receipt says
/// `invoice to ada@example.com` with a reference such as `INV-1768471200`.
struct InvoicePaymentMethod: Sendable {
  private let references: ReferenceSequence

  /// Makes the method.
  /// - Parameter references: Numbers the receipts' references.
  init(references: ReferenceSequence) {
    self.references = references
  }

  /// Why the customer in `state` cannot pay by invoice: nobody is signed in (or the account
  /// could not be read), or the address's domain is not on the list.
  /// - Parameter state: The signed-in customer and the configuration.
  /// - Returns: A reason for the customer, or `nil` when they may pay by invoice.
  static func unavailability(in state: PaymentState) -> String? {
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

  /// The customer an invoice is sent to in `state`.
  /// - Parameter state: The state the invoice was found available in.
  /// - Returns: The signed-in customer.
  /// - Throws: ``PaymentError/methodUnavailable(_:)`` when the customer may not pay by invoice,
  ///   saying why.
  static func customer(in state: PaymentState) throws(PaymentError) -> User {
    if let reason = unavailability(in: state) { throw .methodUnavailable(reason) }
    guard let user = state.user else { throw .methodUnavailable("nobody is signed in") }
    return user
  }

  /// Sends the invoice.
  /// - Parameters:
  ///   - request: The payment; its instrument must be an invoice.
  ///   - customer: Who the invoice is addressed to, from ``customer(in:)``.
  ///   - now: The current time, from the feature's clock: numbers the reference.
  /// - Returns: A receipt naming the customer's address.
  /// - Throws: ``PaymentError/invalid(_:)`` for an amount that is not positive or an instrument
  ///   that is not an invoice.
  func pay(_ request: PaymentRequest, to customer: User, at now: Date)
    throws(PaymentError) -> PaymentReceipt
  {
    guard case .invoice = request.instrument else {
      throw .invalid("the invoice method cannot take \(request.instrument)")
    }
    try PaymentAmountCheck.validate(request.amount)
    return PaymentReceipt(
      reference: "INV-\(references.next(at: now))", method: "invoice to \(customer.email)",
      amount: request.amount)
  }
}
