import CatalogInterface
import Foundation
import Testing

@Suite("Money: checked arithmetic and stored amounts within bounds")
struct MoneyTests {
  let dollars = Money(minorUnits: 1250, currency: "USD")

  @Test("checked sums and products give what + and times give, within bounds")
  func checkedAgree() throws {
    #expect(try dollars.adding(dollars) == dollars + dollars)
    #expect(try dollars.multiplied(by: 999) == dollars.times(999))
    #expect(try Money.sum([dollars, dollars, dollars], currency: "USD") == dollars.times(3))
    #expect(try Money.sum([], currency: "EUR") == .zero("EUR"))
  }

  @Test("a sum or product past the bound, or overflowing, is refused instead of trapping")
  func refusesOverflow() {
    let huge = Money(minorUnits: Int.max, currency: "USD")
    #expect(throws: MoneyError.tooLarge) { try huge.adding(dollars) }
    #expect(throws: MoneyError.tooLarge) { try huge.multiplied(by: 2) }
    #expect(throws: MoneyError.tooLarge) {
      try Money(minorUnits: Money.maximumAmount, currency: "USD").adding(
        Money(minorUnits: 1, currency: "USD"))
    }
    #expect(throws: MoneyError.mixedCurrencies("USD", "EUR")) {
      try dollars.adding(Money(minorUnits: 1, currency: "EUR"))
    }
  }

  @Test("the smallest Int prints without trapping")
  func printsExtremes() {
    #expect(Money(minorUnits: Int.min, currency: "USD").description.hasPrefix("-$"))
  }

  @Test("a stored amount past the bound is refused where it is read, naming its position")
  func decodingChecksBounds() throws {
    let decoder = JSONDecoder()
    let fine = Data(#"{"minorUnits": -250, "currency": "USD"}"#.utf8)
    #expect(try decoder.decode(Money.self, from: fine) == Money(minorUnits: -250, currency: "USD"))
    let past = Data(#"{"minorUnits": 1000000000000000001, "currency": "USD"}"#.utf8)
    #expect(throws: DecodingError.self) { try decoder.decode(Money.self, from: past) }
  }
}
