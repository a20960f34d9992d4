import Architecture
import ArchitectureTesting
import CoreTesting
import Payments
import PaymentsInterface
import PaymentsTesting
import TerminalUITesting
import Testing

@Suite("The payment board")
@MainActor
struct PaymentBoardTests {
  let console = ScriptedConsole()
  let dependencies: TestPaymentsDependencies
  var log: [SpyLogger.Entry] { dependencies.base.spyLogger.entries }

  init() {
    dependencies = lineDependencies(console: console)
  }

  @Test("a card payment shows its receipt on one line, sends it as paid and completes")
  func cardPayment() async throws {
    let session = try PaymentSession(dependencies)
    let outcome = await session.pay(PaymentsFixtures.card("4242 4242 4242 4242"))
    let receipt = PaymentReceipt(
      reference: "CARD-4242-1768471200", method: "card ending 4242",
      amount: PaymentsFixtures.dollars(2450))
    #expect(outcome == .paid(receipt))
    #expect(
      console.transcript
        == "Payment: paid $24.50 by card ending 4242 (reference CARD-4242-1768471200)\n")
    #expect(
      log == [
        SpyLogger.Entry(
          level: .info, message: "approved $24.50 by card ending 4242 as CARD-4242-1768471200",
          source: "Payments")
      ])
    #expect(session.harness.motherboard.activeBoards.isEmpty)
    await session.finish()
  }

  @Test("an invoice shows its receipt with the customer's address")
  func invoicePayment() async throws {
    let session = try PaymentSession(dependencies)
    let outcome = await session.pay(
      PaymentsFixtures.invoice(amount: PaymentsFixtures.dollars(12_000)))
    #expect(
      outcome
        == .paid(
          PaymentReceipt(
            reference: "INV-1768471200", method: "invoice to ada@example.com",
            amount: PaymentsFixtures.dollars(12_000))))
    #expect(
      console.transcript
        == "Payment: paid $120.00 by invoice to ada@example.com (reference INV-1768471200)\n")
    #expect(
      log.map(\.message) == ["invoiced $120.00 to ada@example.com as INV-1768471200"])
    #expect(log.map(\.level) == [.info])
    await session.finish()
  }

  @Test(
    "a declined card is an output, not a failure: the board sends the refusal, shows nothing and finishes"
  )
  func refusalIsAnOutput() async throws {
    let session = try PaymentSession(dependencies)
    let completion = await session.harness.motherboard.io(.payment)
      .run(PaymentsFixtures.card(PaymentsFixtures.declinedNumber))
    #expect(completion == .finished)
    #expect(
      session.outcomes
        == [
          .refused(
            .declined(
              "the card provider refused card ending 0002 (this test card is always declined)"))
        ])
    #expect(console.transcript.isEmpty)
    #expect(
      log == [
        SpyLogger.Entry(
          level: .warning,
          message:
            "payment declined: the card provider refused card ending 0002 "
            + "(this test card is always declined)",
          source: "Payments")
      ])
    await session.finish()
  }

  @Test("invalid card details are refused with a warning that names the amount")
  func invalidCard() async throws {
    let session = try PaymentSession(dependencies)
    let error = await session.refusal(for: PaymentsFixtures.card("4242 4242 4242 4241"))
    #expect(
      error
        == .invalid("the card number ending 4241 is mistyped (its check digit is wrong)"))
    #expect(console.transcript.isEmpty)
    #expect(log.map(\.level) == [.warning])
    #expect(
      log.first?.message
        == "refused a card payment of $24.50: payment details are invalid: "
        + "the card number ending 4241 is mistyped (its check digit is wrong)")
    await session.finish()
  }

  @Test("an invoice to a domain not on the list is refused, saying why, with a warning")
  func unavailableMethod() async throws {
    let dependencies = lineDependencies(invoiceDomains: ["acme.test"])
    let session = try PaymentSession(dependencies)
    let error = await session.refusal(for: PaymentsFixtures.invoice())
    let reason = "invoice is not offered to example.com addresses (allowed: acme.test)"
    #expect(error == .methodUnavailable(reason))
    #expect(
      dependencies.base.spyLogger.entries == [
        SpyLogger.Entry(level: .warning, message: "refused invoice: \(reason)", source: "Payments")
      ])
    await session.finish()
  }

  @Test("references keep counting across payments and methods: one sequence per module")
  func referencesNeverRepeat() async throws {
    let session = try PaymentSession(dependencies)
    let card = PaymentsFixtures.card("4242424242424242")
    let references = [
      try await session.receipt(for: card).reference,
      try await session.receipt(for: PaymentsFixtures.invoice()).reference,
      try await session.receipt(for: card).reference,
    ]
    #expect(references == ["CARD-4242-1768471200", "INV-1768471201", "CARD-4242-1768471202"])
    await session.finish()
  }
}
