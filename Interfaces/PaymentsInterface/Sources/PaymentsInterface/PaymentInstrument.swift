import AccountInterface
import CatalogInterface

/// The ways to pay; the payments feature has one step for each, so a new case does not compile
/// until it has its step.
public enum PaymentMethod: String, Sendable, CaseIterable, CustomStringConvertible {
  /// By card.
  case card
  /// By invoice to the signed-in customer.
  case invoice

  /// The method's name: `card` or `invoice`.
  public var description: String { rawValue }
}

/// How the customer wants to pay.
public enum PaymentInstrument: Sendable, Equatable, CustomStringConvertible {
  /// A payment card.
  case card(CardDetails)
  /// An invoice sent to the signed-in customer.
  case invoice

  /// The payment method that handles this instrument.
  public var method: PaymentMethod {
    switch self {
    case .card: .card
    case .invoice: .invoice
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
  /// Names the attempt to pay, as a payment server's idempotency key does: a payment is taken
  /// at most once per key, and asking again with the key gets the first payment's receipt.
  /// `nil` takes a new payment every time.
  public let idempotencyKey: String?

  /// Creates a request.
  /// - Parameters:
  ///   - amount: How much to take.
  ///   - instrument: How to take it.
  ///   - payer: Who pays, if signed in.
  ///   - idempotencyKey: Names the attempt, so it is charged at most once; `nil` for none.
  public init(
    amount: Money, instrument: PaymentInstrument, payer: User?, idempotencyKey: String? = nil
  ) {
    self.amount = amount
    self.instrument = instrument
    self.payer = payer
    self.idempotencyKey = idempotencyKey
  }
}
