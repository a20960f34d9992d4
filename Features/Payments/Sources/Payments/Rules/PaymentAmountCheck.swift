import CatalogInterface
import PaymentsInterface

/// Checks that an amount can be charged.
enum PaymentAmountCheck {
  /// Checks that `amount` is more than zero.
  /// - Throws: ``PaymentError/invalid(_:)`` for zero or a negative amount.
  static func validate(_ amount: Money) throws(PaymentError) {
    guard amount.minorUnits > 0 else {
      throw .invalid("the amount to pay must be more than zero, not \(amount)")
    }
  }
}
