import Foundation
import Payments
import PaymentsInterface
import PaymentsTesting
import Testing

@MainActor
@Suite("Card numbers are never revealed")
struct CardMaskingTests {
  @Test("no receipt, log line, error or stored document holds more than the last four digits")
  func onlyLastFour() throws {
    let dependencies = TestPaymentsDependencies()
    let router = makeRouter(dependencies)
    let requests = [
      PaymentsFixtures.card("4242 4242 4242 4242"),
      PaymentsFixtures.card("5555555555554444", month: 1, year: 2026),
      PaymentsFixtures.card(PaymentsFixtures.declinedNumber),
      PaymentsFixtures.card("4242424242424241"),
      PaymentsFixtures.card("6011111111111117", month: 11, year: 2025),
      PaymentsFixtures.card("378282246310005", month: 14),
    ]
    var printed: [String] = []
    for request in requests {
      printed.append(request.instrument.description)
      switch Result(catching: { () throws(PaymentError) in try router.pay(request) }) {
      case .success(let receipt):
        printed += [receipt.reference, receipt.method, "\(receipt)"]
        printed.append(String(decoding: try JSONEncoder().encode(receipt), as: UTF8.self))
      case .failure(let error):
        printed += [error.description, "\(error)", String(reflecting: error)]
      }
    }
    printed += dependencies.base.spyLogger.entries.map(\.message)
    printed += dependencies.base.memoryStorage.snapshot.values.map {
      String(decoding: $0, as: UTF8.self)
    }
    #expect(printed.count > 20)
    #expect(dependencies.base.spyLogger.entries.count == requests.count)
    for request in requests {
      guard case .card(let card) = request.instrument else { continue }
      let leading = String(card.number.dropLast(4))
      for text in printed {
        #expect(!text.contains(card.number), "\(text)")
        #expect(!text.contains(leading), "\(text)")
      }
    }
  }
}
