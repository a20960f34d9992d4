import CheckoutInterface
import PaymentsInterface

/// Checkout requests for the tests and examples of apps and features that start a checkout.
public enum CheckoutRequests {
  /// A card that passes every check and is approved.
  public static let approvedCard = CardDetails(
    number: "4242 4242 4242 4242", expiryMonth: 12, expiryYear: 2039)

  /// Ships to `address` and pays by the approved card.
  /// - Parameter address: The shipping address.
  /// - Returns: The request.
  public static func byCard(to address: String = "1 Loop Road, Springfield") -> CheckoutRequest {
    CheckoutRequest(shippingAddress: address, payment: .card(approvedCard))
  }

  /// Ships to `address` and pays by invoice.
  /// - Parameter address: The shipping address.
  /// - Returns: The request.
  public static func byInvoice(to address: String = "1 Loop Road, Springfield")
    -> CheckoutRequest
  {
    CheckoutRequest(shippingAddress: address, payment: .invoice)
  }
}
