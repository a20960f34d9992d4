import Core

/// An amount of money in minor units (cents) of one currency, so sums are exact.
///
/// Amounts stay within bounds: a price within ``allowedPrices``, any amount within
/// ``maximumAmount`` either way. A stored amount outside them is refused when it is read, and
/// the checked operations (``adding(_:)``, ``multiplied(by:)``, ``sum(_:currency:)``) refuse a
/// result outside them or of mixed currencies, so arithmetic on stored amounts never overflows.
public struct Money: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The prices a product may have, in minor units: free up to 10,000,000.00.
  public static let allowedPrices = 0...1_000_000_000
  /// The largest amount, either way, in minor units: 10,000,000,000,000.00, far below where
  /// sums of amounts could overflow.
  public static let maximumAmount = 1_000_000_000_000_000

  /// The amount in the currency's minor unit, for example 1250 for 12.50.
  public let minorUnits: Int
  /// The ISO 4217 currency code, for example `"USD"`.
  public let currency: String

  /// Creates an amount of `minorUnits` in `currency`.
  public init(minorUnits: Int, currency: String) {
    self.minorUnits = minorUnits
    self.currency = currency
  }

  /// Decodes an amount and checks it is within ``maximumAmount`` either way.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    minorUnits = try container.decode(
      Int.self, forKey: .minorUnits, in: -Self.maximumAmount...Self.maximumAmount, "an amount")
    currency = try container.decode(String.self, forKey: .currency)
  }

  /// Zero in `currency`.
  public static func zero(_ currency: String) -> Money {
    Money(minorUnits: 0, currency: currency)
  }

  /// This amount multiplied by a quantity.
  /// - Precondition: The product is within ``maximumAmount``; use ``multiplied(by:)`` when it
  ///   may not be.
  public func times(_ quantity: Int) -> Money {
    Money(minorUnits: minorUnits * quantity, currency: currency)
  }

  /// The sum of two amounts of the same currency.
  /// - Precondition: Both amounts have the same currency and the sum does not overflow; use
  ///   ``adding(_:)`` when they may not.
  public static func + (lhs: Money, rhs: Money) -> Money {
    precondition(lhs.currency == rhs.currency, "cannot add \(lhs.currency) to \(rhs.currency)")
    return Money(minorUnits: lhs.minorUnits + rhs.minorUnits, currency: lhs.currency)
  }

  /// This amount plus `other`, checked.
  /// - Throws: ``MoneyError`` when the currencies differ or the sum passes ``maximumAmount``.
  public func adding(_ other: Money) throws(MoneyError) -> Money {
    guard currency == other.currency else {
      throw .mixedCurrencies(currency, other.currency)
    }
    let (sum, overflow) = minorUnits.addingReportingOverflow(other.minorUnits)
    return try Self.bounded(overflow ? nil : sum, currency)
  }

  /// This amount times `quantity`, checked.
  /// - Throws: ``MoneyError/tooLarge`` when the product passes ``maximumAmount``.
  public func multiplied(by quantity: Int) throws(MoneyError) -> Money {
    let (product, overflow) = minorUnits.multipliedReportingOverflow(by: quantity)
    return try Self.bounded(overflow ? nil : product, currency)
  }

  /// The sum of `amounts`, checked; zero in `currency` when there are none.
  /// - Throws: ``MoneyError`` when the currencies differ or a partial sum passes
  ///   ``maximumAmount``.
  public static func sum(_ amounts: [Money], currency: String) throws(MoneyError) -> Money {
    var total = zero(currency)
    for amount in amounts { total = try total.adding(amount) }
    return total
  }

  private static func bounded(_ minorUnits: Int?, _ currency: String) throws(MoneyError) -> Money {
    guard let minorUnits, (-maximumAmount...maximumAmount).contains(minorUnits) else {
      throw .tooLarge
    }
    return Money(minorUnits: minorUnits, currency: currency)
  }

  /// The amount with its currency symbol and two decimals, for example `$12.50` or `CHF 3.00`.
  public var description: String {
    let sign = minorUnits < 0 ? "-" : ""
    let units = minorUnits.magnitude
    let cents = units % 100
    let amount = "\(units / 100).\(cents < 10 ? "0" : "")\(cents)"
    switch currency {
    case "USD": return "\(sign)$\(amount)"
    case "EUR": return "\(sign)€\(amount)"
    case "GBP": return "\(sign)£\(amount)"
    default: return "\(sign)\(currency) \(amount)"
    }
  }

  private enum CodingKeys: String, CodingKey {
    case minorUnits, currency
  }
}

/// Why a checked operation on amounts was refused.
public enum MoneyError: Error, Equatable, CustomStringConvertible {
  /// Two amounts of different currencies cannot be added.
  case mixedCurrencies(String, String)
  /// The result would pass ``Money/maximumAmount``.
  case tooLarge

  /// A phrase for a message.
  public var description: String {
    switch self {
    case .mixedCurrencies(let first, let second):
      "amounts in \(first) and \(second) cannot be added"
    case .tooLarge: "the amount would be too large"
    }
  }
}
