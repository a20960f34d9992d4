import CoreTesting
import Foundation
import PaymentsInterface
import PaymentsTesting
import Testing

@testable import Payments

@Suite("Card expiry (the test clock shows 2026-01-15 10:00 UTC)")
struct CardExpiryTests {
  let card = "4242424242424242"

  func pay(month: Int, year: Int, at date: Date = testNow) -> PaymentError? {
    let method = CardPaymentMethod(references: ReferenceSequence())
    return paymentError { () throws(PaymentError) in
      try method.pay(PaymentsFixtures.card(card, month: month, year: year), at: date)
    }
  }

  @Test("a card that expired last month is refused")
  func expiredLastMonth() {
    #expect(
      pay(month: 12, year: 2025) == .invalid("card ending 4242 expired at the end of 12/2025"))
  }

  @Test("a card expiring this month is valid through the end of the month, in UTC")
  func validThroughThisMonth() {
    #expect(pay(month: 1, year: 2026) == nil)
    let lastSecond = Date(timeIntervalSince1970: 1_769_903_999)  // 2026-01-31 23:59:59 UTC
    #expect(pay(month: 1, year: 2026, at: lastSecond) == nil)
    let nextMonth = Date(timeIntervalSince1970: 1_769_904_000)  // 2026-02-01 00:00:00 UTC
    #expect(
      pay(month: 1, year: 2026, at: nextMonth)
        == .invalid("card ending 4242 expired at the end of 01/2026"))
  }

  @Test("a December expiry runs to the end of the year")
  func december() {
    let newYearsEve = Date(timeIntervalSince1970: 1_798_761_599)  // 2026-12-31 23:59:59 UTC
    #expect(pay(month: 12, year: 2026, at: newYearsEve) == nil)
    #expect(
      pay(month: 12, year: 2026, at: newYearsEve + 1)
        == .invalid("card ending 4242 expired at the end of 12/2026"))
  }

  @Test("a month outside 1 to 12 is refused", arguments: [0, 13, -1])
  func badMonth(month: Int) {
    #expect(
      pay(month: month, year: 2028) == .invalid("the expiry month must be 1 to 12, not \(month)"))
  }

  @Test("a two-digit year is refused")
  func twoDigitYear() {
    #expect(
      pay(month: 5, year: 28)
        == .invalid("the expiry year must have four digits, as in 2028, not 28"))
  }

  @Test("the card step judges expiry with the feature's clock")
  @MainActor
  func usesTheFeaturesClock() async throws {
    let clock = FixedClock(Date(timeIntervalSince1970: 1_769_904_000))  // 2026-02-01 UTC
    let session = try PaymentSession(
      lineDependencies(base: TestBaseDependencies(clock: clock)))
    #expect(
      await session.refusal(for: PaymentsFixtures.card(card, month: 1, year: 2026))
        == .invalid("card ending 4242 expired at the end of 01/2026"))
    clock.advance(by: -1)
    #expect(
      try await session.receipt(for: PaymentsFixtures.card(card, month: 1, year: 2026)).reference
        == "CARD-4242-1769903999")
    await session.finish()
  }
}
