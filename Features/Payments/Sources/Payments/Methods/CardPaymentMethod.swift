import Foundation
import PaymentsInterface

/// Pays by card, through a simulated card provider.
///
/// The number must be digits only (``CardDetails`` removes spaces and dashes), 12 to 19 of
/// them, with a correct Luhn check digit; the card is valid through the last day of its expiry
/// month in UTC; the amount must be more than zero. The simulated provider approves every valid
/// card except the test number **4000 0000 0000 0002**, which it always declines
/// (``PaymentError/declined(_:)``), so a refused payment can be tried.
///
/// Only the last four digits of a number ever reach a receipt or an error: the receipt says
/// `card ending 4242` with a reference such as `CARD-4242-1768471200`.
struct CardPaymentMethod: Sendable {
  /// The test number the simulated provider always declines.
  static let declinedTestNumber = "4000000000000002"

  private let references: ReferenceSequence

  /// Makes the method.
  /// - Parameter references: Numbers the receipts' references.
  init(references: ReferenceSequence) {
    self.references = references
  }

  /// Always `nil`: anyone may pay by card, signed in or not.
  /// - Parameter state: The signed-in customer and the configuration.
  /// - Returns: `nil`.
  static func unavailability(in state: PaymentState) -> String? { nil }

  /// Checks the card and the amount and takes the payment.
  /// - Parameters:
  ///   - request: The payment; its instrument must be a card.
  ///   - now: The current time, from the feature's clock: judges expiry, numbers the reference.
  /// - Returns: A receipt naming only the card's last four digits.
  /// - Throws: ``PaymentError/invalid(_:)`` for a bad number, expiry or amount, or an instrument
  ///   that is not a card; ``PaymentError/declined(_:)`` for the declined test number.
  func pay(_ request: PaymentRequest, at now: Date) throws(PaymentError) -> PaymentReceipt {
    guard case .card(let card) = request.instrument else {
      throw .invalid("the card method cannot take \(request.instrument)")
    }
    try CardNumberCheck.validate(card.number)
    try CardExpiryCheck.validate(card, at: now)
    try PaymentAmountCheck.validate(request.amount)
    guard card.number != Self.declinedTestNumber else {
      throw .declined("the card provider refused \(card) (this test card is always declined)")
    }
    let reference = "CARD-\(card.lastFour)-\(references.next(at: now))"
    return PaymentReceipt(reference: reference, method: card.description, amount: request.amount)
  }
}
