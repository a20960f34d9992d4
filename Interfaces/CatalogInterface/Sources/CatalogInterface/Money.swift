/// An amount of money in minor units (cents) of one currency, so sums are exact.
public struct Money: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The amount in the currency's minor unit, for example 1250 for 12.50.
  public let minorUnits: Int
  /// The ISO 4217 currency code, for example `"USD"`.
  public let currency: String

  /// Creates an amount of `minorUnits` in `currency`.
  public init(minorUnits: Int, currency: String) {
    self.minorUnits = minorUnits
    self.currency = currency
  }

  /// Zero in `currency`.
  public static func zero(_ currency: String) -> Money {
    Money(minorUnits: 0, currency: currency)
  }

  /// This amount multiplied by a quantity.
  public func times(_ quantity: Int) -> Money {
    Money(minorUnits: minorUnits * quantity, currency: currency)
  }

  /// The sum of two amounts of the same currency.
  /// - Precondition: Both amounts have the same currency.
  public static func + (lhs: Money, rhs: Money) -> Money {
    precondition(lhs.currency == rhs.currency, "cannot add \(lhs.currency) to \(rhs.currency)")
    return Money(minorUnits: lhs.minorUnits + rhs.minorUnits, currency: lhs.currency)
  }

  /// The amount with its currency symbol and two decimals, for example `$12.50` or `CHF 3.00`.
  public var description: String {
    let sign = minorUnits < 0 ? "-" : ""
    let units = abs(minorUnits)
    let cents = units % 100
    let amount = "\(units / 100).\(cents < 10 ? "0" : "")\(cents)"
    switch currency {
    case "USD": return "\(sign)$\(amount)"
    case "EUR": return "\(sign)€\(amount)"
    case "GBP": return "\(sign)£\(amount)"
    default: return "\(sign)\(currency) \(amount)"
    }
  }
}
