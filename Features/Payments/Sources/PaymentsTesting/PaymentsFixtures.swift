import AccountInterface
import CatalogInterface
import PaymentsInterface

/// Card numbers and requests for payments tests and the example.
public enum PaymentsFixtures {
  /// Well-known test numbers of real card schemes, all passing the Luhn check.
  public static let validNumbers = [
    "4242424242424242",  // Visa
    "4111 1111 1111 1111",  // Visa, with spaces
    "5555-5555-5555-4444",  // Mastercard, with dashes
    "2223003122003222",  // Mastercard 2-series
    "378282246310005",  // American Express, 15 digits
    "6011111111111117",  // Discover
    "30569309025904",  // Diners Club, 14 digits
    "3530111333300000",  // JCB
    "4222222222222",  // Visa, 13 digits
  ]
  /// Numbers of the right length whose check digit is wrong.
  public static let mistypedNumbers = [
    "4242424242424241", "4111111111111112", "5555555555554440", "378282246310006",
  ]
  /// The test number the simulated provider always declines.
  public static let declinedNumber = "4000 0000 0000 0002"

  /// An amount in US dollars.
  public static func dollars(_ cents: Int) -> Money { Money(minorUnits: cents, currency: "USD") }

  /// A card payment request for `number`, expiring at the end of `month`/`year` (by default
  /// December 2028, in the future of the test clock).
  public static func card(
    _ number: String, month: Int = 12, year: Int = 2028, amount: Money = dollars(2450),
    payer: User? = nil
  ) -> PaymentRequest {
    PaymentRequest(
      amount: amount,
      instrument: .card(CardDetails(number: number, expiryMonth: month, expiryYear: year)),
      payer: payer)
  }

  /// An invoice payment request.
  public static func invoice(amount: Money = dollars(2450), payer: User? = nil) -> PaymentRequest {
    PaymentRequest(amount: amount, instrument: .invoice, payer: payer)
  }
}
