import Payments
import PaymentsInterface
import PaymentsTesting
import Testing

@MainActor
@Suite("Card numbers")
struct CardNumberTests {
  @Test(
    "real test numbers of several schemes pass the Luhn check and are approved",
    arguments: PaymentsFixtures.validNumbers)
  func approved(number: String) throws {
    let receipt = try makeRouter().pay(PaymentsFixtures.card(number))
    let lastFour = String(number.filter(\.isNumber).suffix(4))
    #expect(receipt.method == "card ending \(lastFour)")
    #expect(receipt.reference.hasPrefix("CARD-\(lastFour)-"))
    #expect(receipt.amount == PaymentsFixtures.dollars(2450))
  }

  @Test(
    "a number with a wrong check digit is refused as mistyped",
    arguments: PaymentsFixtures.mistypedNumbers)
  func mistyped(number: String) {
    let error = paymentError { () throws(PaymentError) in
      try makeRouter().pay(PaymentsFixtures.card(number))
    }
    #expect(
      error
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
    let error = paymentError { () throws(PaymentError) in
      try makeRouter().pay(PaymentsFixtures.card(number))
    }
    #expect(error == .invalid("the card number may contain only digits, spaces and dashes"))
  }

  @Test(
    "a number shorter than 12 or longer than 19 digits is refused with its length",
    arguments: [
      ("", 0), ("42424242424", 11), ("4242 4242 4242 4242 4242", 20),
    ])
  func wrongLength(number: String, length: Int) {
    let error = paymentError { () throws(PaymentError) in
      try makeRouter().pay(PaymentsFixtures.card(number))
    }
    #expect(error == .invalid("the card number must have 12 to 19 digits, not \(length)"))
  }

  @Test("the test number 4000 0000 0000 0002 is declined by the provider")
  func declined() {
    let dependencies = TestPaymentsDependencies()
    let error = paymentError { () throws(PaymentError) in
      try makeRouter(dependencies).pay(PaymentsFixtures.card(PaymentsFixtures.declinedNumber))
    }
    #expect(
      error
        == .declined(
          "the card provider refused card ending 0002 (this test card is always declined)"))
    #expect(dependencies.base.spyLogger.entries.last?.level == .warning)
  }

  @Test("a zero amount is refused")
  func zeroAmount() {
    let error = paymentError { () throws(PaymentError) in
      try makeRouter().pay(
        PaymentsFixtures.card("4242424242424242", amount: PaymentsFixtures.dollars(0)))
    }
    #expect(error == .invalid("the amount to pay must be more than zero, not $0.00"))
  }

  @Test("each approved payment gets a new reference")
  func uniqueReferences() throws {
    let router = makeRouter()
    let first = try router.pay(PaymentsFixtures.card("4242424242424242"))
    let second = try router.pay(PaymentsFixtures.card("4242424242424242"))
    #expect(first.reference == "CARD-4242-1768471200")
    #expect(second.reference == "CARD-4242-1768471201")
  }
}
