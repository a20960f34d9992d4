import PaymentsInterface
import PaymentsTesting
import Testing

@testable import Payments

@Suite("Card numbers (the card step's rules)")
struct CardNumberTests {
  let method = CardPaymentMethod(references: ReferenceSequence())

  func error(paying request: PaymentRequest) -> PaymentError? {
    paymentError { () throws(PaymentError) in try method.pay(request, at: testNow) }
  }

  @Test(
    "real test numbers of several schemes pass the Luhn check and are approved",
    arguments: PaymentsFixtures.validNumbers)
  func approved(number: String) throws {
    let receipt = try method.pay(PaymentsFixtures.card(number), at: testNow)
    let lastFour = String(number.filter(\.isNumber).suffix(4))
    #expect(receipt.method == "card ending \(lastFour)")
    #expect(receipt.reference == "CARD-\(lastFour)-1768471200")
    #expect(receipt.amount == PaymentsFixtures.dollars(2450))
  }

  @Test(
    "a number with a wrong check digit is refused as mistyped",
    arguments: PaymentsFixtures.mistypedNumbers)
  func mistyped(number: String) {
    #expect(
      error(paying: PaymentsFixtures.card(number))
        == .invalid(
          "the card number ending \(number.suffix(4)) is mistyped (its check digit is wrong)"))
  }

  @Test(
    "the Luhn check itself",
    arguments: [
      ("79927398713", true), ("79927398710", false), ("0", true), ("18", true), ("10", false),
      ("", false), ("4242424242424242", true), ("4242424242424243", false),
    ])
  func luhn(digits: String, passes: Bool) {
    #expect(CardNumberCheck.passesLuhn(digits) == passes)
  }

  @Test(
    "a number with letters or other signs is refused",
    arguments: [
      "4242 4242 4242 424x", "4242.4242.4242.4242", "４２４２４２４２４２４２４２４２", "card",
    ])
  func nonDigits(number: String) {
    #expect(
      error(paying: PaymentsFixtures.card(number))
        == .invalid("the card number may contain only digits, spaces and dashes"))
  }

  @Test(
    "a number shorter than 12 or longer than 19 digits is refused with its length",
    arguments: [("", 0), ("42424242424", 11), ("4242 4242 4242 4242 4242", 20)])
  func wrongLength(number: String, length: Int) {
    #expect(
      error(paying: PaymentsFixtures.card(number))
        == .invalid("the card number must have 12 to 19 digits, not \(length)"))
  }

  @Test("the test number 4000 0000 0000 0002 is declined by the provider")
  func declined() {
    #expect(
      error(paying: PaymentsFixtures.card(PaymentsFixtures.declinedNumber))
        == .declined(
          "the card provider refused card ending 0002 (this test card is always declined)"))
  }

  @Test("a zero or negative amount is refused", arguments: [0, -100])
  func nonPositiveAmount(cents: Int) {
    let amount = PaymentsFixtures.dollars(cents)
    #expect(
      error(paying: PaymentsFixtures.card("4242424242424242", amount: amount))
        == .invalid("the amount to pay must be more than zero, not \(amount)"))
  }

  @Test("an invoice is not a card")
  func notACard() {
    #expect(
      error(paying: PaymentsFixtures.invoice()) == .invalid("the card method cannot take invoice"))
  }

  @Test("each approved payment gets a new reference, even within one second")
  func uniqueReferences() throws {
    let first = try method.pay(PaymentsFixtures.card("4242424242424242"), at: testNow)
    let second = try method.pay(PaymentsFixtures.card("4242424242424242"), at: testNow)
    #expect(first.reference == "CARD-4242-1768471200")
    #expect(second.reference == "CARD-4242-1768471201")
  }

  @Test("anyone may pay by card, signed in or not")
  func alwaysAvailable() {
    #expect(
      CardPaymentMethod.unavailability(in: PaymentState(user: nil, invoiceDomains: [])) == nil)
  }
}
