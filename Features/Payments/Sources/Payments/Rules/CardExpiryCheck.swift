import Foundation
import PaymentsInterface

/// Checks a card's expiry: a card is valid through the last day of its expiry month (UTC).
enum CardExpiryCheck {
  /// Checks that the expiry is a real month and that the card has not expired at `now`.
  /// - Parameters:
  ///   - card: The card; only its last four digits appear in messages.
  ///   - now: The current time, from the feature's clock.
  /// - Throws: ``PaymentError/invalid(_:)`` for a month outside 1...12, a year that is not four
  ///   digits, or an expired card.
  static func validate(_ card: CardDetails, at now: Date) throws(PaymentError) {
    guard (1...12).contains(card.expiryMonth) else {
      throw .invalid("the expiry month must be 1 to 12, not \(card.expiryMonth)")
    }
    guard (2000...9999).contains(card.expiryYear) else {
      throw .invalid("the expiry year must have four digits, as in 2028, not \(card.expiryYear)")
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let nextMonth = DateComponents(
      year: card.expiryMonth == 12 ? card.expiryYear + 1 : card.expiryYear,
      month: card.expiryMonth == 12 ? 1 : card.expiryMonth + 1, day: 1)
    guard let end = calendar.date(from: nextMonth), now < end else {
      let month = card.expiryMonth < 10 ? "0\(card.expiryMonth)" : "\(card.expiryMonth)"
      throw .invalid("\(card) expired at the end of \(month)/\(card.expiryYear)")
    }
  }
}
