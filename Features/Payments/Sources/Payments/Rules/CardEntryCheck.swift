import Foundation
import PaymentsInterface

/// Reads a card as a customer types it, a number and an expiry, and checks it as the card
/// method will when it charges: so a mistyped number or an expired card is said where it is
/// typed.
enum CardEntryCheck {
  /// The card typed as `number` and `expiry`, checked.
  /// - Parameters:
  ///   - number: Digits, spaces and dashes.
  ///   - expiry: `MM/YY` or `MM/YYYY`.
  ///   - now: The current time, from the feature's clock: judges the expiry.
  /// - Returns: The card.
  /// - Throws: ``PaymentsInterface/PaymentError/invalid(_:)`` saying what is wrong: the expiry's
  ///   form, then the number (``CardNumberCheck``), then the expiry (``CardExpiryCheck``).
  static func card(number: String, expiry: String, at now: Date) throws(PaymentError)
    -> CardDetails
  {
    let (month, year) = try Self.expiry(expiry)
    let card = CardDetails(number: number, expiryMonth: month, expiryYear: year)
    try CardNumberCheck.validate(card.number)
    try CardExpiryCheck.validate(card, at: now)
    return card
  }

  /// A card's expiry as the customer would type it: `12/39`, or `12/2139` for a year a
  /// two-digit form cannot say.
  static func expiryText(of card: CardDetails) -> String {
    let month = card.expiryMonth < 10 ? "0\(card.expiryMonth)" : "\(card.expiryMonth)"
    let year =
      (2000...2099).contains(card.expiryYear)
      ? String("\(card.expiryYear)".suffix(2))
      : String(repeating: "0", count: max(0, 4 - "\(card.expiryYear)".count))
        + "\(card.expiryYear)"
    return "\(month)/\(year)"
  }

  /// The month and year of `MM/YY` (a year of this century) or `MM/YYYY`.
  private static func expiry(_ text: String) throws(PaymentError) -> (month: Int, year: Int) {
    let parts = text.trimmingCharacters(in: .whitespaces).split(
      separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].count), [2, 4].contains(parts[1].count),
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let month = Int(parts[0]), let year = Int(parts[1])
    else {
      throw .invalid("the card expiry must be MM/YY, for example 09/28")
    }
    return (month, parts[1].count == 2 ? 2000 + year : year)
  }
}
