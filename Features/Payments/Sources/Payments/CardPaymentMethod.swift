import Core
import PaymentsInterface

/// Pays by card, through a simulated card provider.
///
/// The number must be digits only (spaces and dashes are removed first), 12 to 19 of them, with
/// a correct Luhn check digit; the card is valid through the last day of its expiry month, judged
/// with the dependencies' clock in UTC. The simulated provider approves every valid card except
/// the test number **4000 0000 0000 0002**, which it always declines
/// (``PaymentError/declined(_:)``), so a refused payment can be tried.
///
/// Only the last four digits of a number are ever stored, logged or printed: the receipt says
/// `card ending 4242` with a reference such as `CARD-4242-1768471200`.
public struct CardPaymentMethod: PaymentMethod {
  /// The test number the simulated provider always declines.
  public static let declinedTestNumber = "4000000000000002"

  private let dependencies: any PaymentsDependencies
  private let references: ReferenceSequence

  /// Creates the method.
  /// - Parameters:
  ///   - dependencies: The clock judges expiry and numbers references; the logger hears results.
  ///   - references: Numbers the receipts' references.
  public init(dependencies: any PaymentsDependencies, references: ReferenceSequence) {
    self.dependencies = dependencies
    self.references = references
  }

  /// `"card"`.
  public var key: String { "card" }

  /// Always `nil`: anyone may pay by card.
  public func unavailability(in state: PaymentState) -> String? { nil }

  /// Checks the card and takes the payment.
  /// - Returns: A receipt naming only the card's last four digits.
  /// - Throws: ``PaymentError/invalid(_:)`` for a bad number, expiry or amount, or an instrument
  ///   that is not a card; ``PaymentError/declined(_:)`` for the declined test number.
  public func pay(_ request: PaymentRequest, in state: PaymentState) throws(PaymentError)
    -> PaymentReceipt
  {
    guard case .card(let card) = request.instrument else {
      throw .invalid("the card method cannot take \(request.instrument)")
    }
    do {
      try CardNumberCheck.validate(card.number)
      try CardExpiryCheck.validate(card, at: dependencies.clock.now)
      try PaymentAmountCheck.validate(request.amount)
    } catch {
      log(.warning, "refused a card payment of \(request.amount): \(error)")
      throw error
    }
    if card.number == Self.declinedTestNumber {
      let error = PaymentError.declined(
        "the card provider refused \(card) (this test card is always declined)")
      log(.warning, "\(error)")
      throw error
    }
    let reference = "CARD-\(card.lastFour)-\(references.next(at: dependencies.clock.now))"
    log(.info, "approved \(request.amount) by \(card) as \(reference)")
    return PaymentReceipt(reference: reference, method: card.description, amount: request.amount)
  }

  private func log(_ level: LogLevel, _ message: String) {
    dependencies.logger.log(level, message, source: "Payments")
  }
}
