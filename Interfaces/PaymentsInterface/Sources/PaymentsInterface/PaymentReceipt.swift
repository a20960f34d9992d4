import CatalogInterface

/// Proof of a payment, safe to store and print.
public struct PaymentReceipt: Hashable, Codable, Sendable {
  /// The payment's reference, for example `"CARD-4242-1768471200"`; no two payments that one
  /// payment board takes share one.
  public let reference: String
  /// How it was paid: `card ending 4242` for a card, never more of its number, or
  /// `invoice to ada@example.com` for an invoice to the payer.
  public let method: String
  /// How much was taken: the amount the request asked for.
  public let amount: Money

  /// Creates a receipt.
  public init(reference: String, method: String, amount: Money) {
    self.reference = reference
    self.method = method
    self.amount = amount
  }
}
