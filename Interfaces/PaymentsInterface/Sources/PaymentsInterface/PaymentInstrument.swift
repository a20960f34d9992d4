import AccountInterface
import CatalogInterface

/// How the customer wants to pay.
public enum PaymentInstrument: Sendable, Equatable, CustomStringConvertible {
  /// A payment card.
  case card(CardDetails)
  /// An invoice sent to the signed-in customer.
  case invoice

  /// The key of the payment method that handles this instrument (`"card"` or `"invoice"`).
  public var methodKey: String {
    switch self {
    case .card: "card"
    case .invoice: "invoice"
    }
  }

  /// A description safe to print: `card ending 4242` or `invoice`.
  public var description: String {
    switch self {
    case .card(let card): card.description
    case .invoice: "invoice"
    }
  }
}

/// A request to take a payment.
public struct PaymentRequest: Sendable, Equatable {
  /// How much to take.
  public let amount: Money
  /// How to take it.
  public let instrument: PaymentInstrument
  /// Who pays, if signed in.
  public let payer: User?

  /// Creates a request.
  public init(amount: Money, instrument: PaymentInstrument, payer: User?) {
    self.amount = amount
    self.instrument = instrument
    self.payer = payer
  }
}
