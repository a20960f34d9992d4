/// A payment card as typed by the customer. Only ``lastFour`` may ever be stored or printed.
public struct CardDetails: Sendable, Equatable, CustomStringConvertible {
  /// The card number, digits only.
  public let number: String
  /// The expiry month, 1 to 12.
  public let expiryMonth: Int
  /// The expiry year, four digits.
  public let expiryYear: Int

  /// Creates card details; spaces and dashes in `number` are removed. Nothing is validated here:
  /// the card payment method checks the number and the expiry.
  public init(number: String, expiryMonth: Int, expiryYear: Int) {
    self.number = number.filter { $0 != " " && $0 != "-" }
    self.expiryMonth = expiryMonth
    self.expiryYear = expiryYear
  }

  /// The last four digits of the number.
  public var lastFour: String { String(number.suffix(4)) }

  /// `card ending 4242`: never the whole number.
  public var description: String { "card ending \(lastFour)" }
}
