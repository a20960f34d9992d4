import AccountInterface
import CatalogInterface
import PaymentsInterface
import PaymentsTesting
import Testing

@testable import Payments

@Suite("The payments' transforms")
struct PaymentsTransformTests {
  static let card = PaymentsFixtures.card("4242 4242 4242 4242")
  static let receipt = PaymentReceipt(
    reference: "INV-7", method: "invoice to ada@example.com",
    amount: PaymentsFixtures.dollars(2450))

  @Test(
    "a payment shows what is paid, then what became of it",
    arguments: [
      (PaymentsState(), PaymentsViewState()),
      (PaymentsState(request: card), PaymentsViewState(asked: "$24.50 by card ending 4242")),
      (
        PaymentsState(request: PaymentsFixtures.invoice(), outcome: .paid(receipt)),
        PaymentsViewState(
          asked: "$24.50 by invoice",
          paid: "paid $24.50 by invoice to ada@example.com (reference INV-7)")
      ),
      (
        PaymentsState(request: card, outcome: .refused(.declined("no"))),
        PaymentsViewState(
          asked: "$24.50 by card ending 4242", refusal: "payment declined: no")
      ),
    ])
  func payment(state: PaymentsState, shown: PaymentsViewState) {
    #expect(PaymentsViewState(state) == shown)
    #expect(shown.isFinished == (state.outcome != nil))
  }

  @Test("the question lists the available methods, an invoice with whom it goes to")
  func question() {
    let request = PaymentMethodRequest(
      amount: PaymentsFixtures.dollars(4100), current: Self.card.instrument)
    #expect(
      PaymentMethodViewState(
        PaymentMethodState(
          request: request, available: [.card, .invoice], customer: "ada@example.com",
          refusal: .methodUnavailable("not here")))
        == PaymentMethodViewState(
          amount: "$41.00",
          options: [
            .init(method: .card, label: "Card"),
            .init(method: .invoice, label: "Invoice to ada@example.com"),
          ], selected: .card, problem: "payment method unavailable: not here"))
    #expect(
      PaymentMethodViewState(
        PaymentMethodState(request: PaymentMethodRequest(amount: .zero("USD"))))
        == PaymentMethodViewState(amount: "$0.00", options: []))
  }

  @Test("the card form shows the card as given, and why it was refused")
  func cardForm() {
    let state = CardFormState(
      amount: PaymentsFixtures.dollars(4100), number: "4242424242424241", expiry: "12/39",
      refusal: .invalid("the card number ending 4241 is mistyped (its check digit is wrong)"))
    #expect(
      CardFormViewState(state)
        == CardFormViewState(
          amount: "$41.00", number: "4242424242424241", expiry: "12/39",
          problem:
            "payment details are invalid: the card number ending 4241 is mistyped (its check digit is wrong)"
        ))
  }

  @Test(
    "an expiry is read as MM/YY or MM/YYYY, and written back the way it reads",
    arguments: [
      ("12/39", 12, 2039), ("1/28", 1, 2028), (" 09/2031 ", 9, 2031), ("07/2140", 7, 2140),
    ])
  func expiry(text: String, month: Int, year: Int) throws {
    let card = try CardEntryCheck.card(number: "4242424242424242", expiry: text, at: testNow)
    #expect(card.expiryMonth == month)
    #expect(card.expiryYear == year)
    #expect(
      try CardEntryCheck.card(
        number: "4242424242424242", expiry: CardEntryCheck.expiryText(of: card), at: testNow)
        == card)
  }

  @Test(
    "a card typed wrong is refused as the card method refuses it",
    arguments: [
      (
        "4242424242424241", "12/39",
        "the card number ending 4241 is mistyped (its check digit is wrong)"
      ),
      ("4242 4242 424", "12/39", "the card number must have 12 to 19 digits, not 11"),
      ("4242424242424242", "12/25", "card ending 4242 expired at the end of 12/2025"),
      ("4242424242424242", "13/39", "the expiry month must be 1 to 12, not 13"),
      ("4242424242424242", "1239", "the card expiry must be MM/YY, for example 09/28"),
      ("4242424242424242", "12/3", "the card expiry must be MM/YY, for example 09/28"),
      ("4242424242424242", "", "the card expiry must be MM/YY, for example 09/28"),
    ])
  func refusals(number: String, expiry: String, reason: String) {
    #expect(
      paymentError { () throws(PaymentError) in
        try CardEntryCheck.card(number: number, expiry: expiry, at: testNow)
      } == .invalid(reason))
  }
}
