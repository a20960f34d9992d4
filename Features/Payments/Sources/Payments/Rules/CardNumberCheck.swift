import PaymentsInterface

/// Checks a card number's form: digits only, 12 to 19 of them, and a correct Luhn check digit.
enum CardNumberCheck {
  /// The number of digits a card number may have.
  static let lengths = 12...19

  /// Checks `number`; messages never repeat more than its last four digits.
  /// - Parameter number: The number with spaces and dashes already removed.
  /// - Throws: ``PaymentError/invalid(_:)`` saying what is wrong.
  static func validate(_ number: String) throws(PaymentError) {
    guard number.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      throw .invalid("the card number may contain only digits, spaces and dashes")
    }
    guard lengths.contains(number.count) else {
      throw .invalid(
        "the card number must have \(lengths.lowerBound) to \(lengths.upperBound) digits, "
          + "not \(number.count)")
    }
    guard passesLuhn(number) else {
      throw .invalid(
        "the card number ending \(number.suffix(4)) is mistyped (its check digit is wrong)")
    }
  }

  /// Whether the digits pass the Luhn check: doubling every second digit from the right, the
  /// sum of all digits is a multiple of 10.
  /// - Parameter digits: ASCII digits only.
  /// - Returns: `true` when the check digit is right.
  static func passesLuhn(_ digits: String) -> Bool {
    var sum = 0
    for (position, character) in digits.reversed().enumerated() {
      guard let digit = character.wholeNumberValue else { return false }
      if position.isMultiple(of: 2) {
        sum += digit
      } else {
        let doubled = digit * 2
        sum += doubled > 9 ? doubled - 9 : doubled
      }
    }
    return !digits.isEmpty && sum.isMultiple(of: 10)
  }
}
