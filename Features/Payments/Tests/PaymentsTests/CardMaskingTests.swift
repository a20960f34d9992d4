import CoreTesting
import Foundation
import Payments
import PaymentsInterface
import PaymentsTesting
import TerminalUITesting
import Testing

@Suite("Card numbers are never revealed")
@MainActor
struct CardMaskingTests {
  @Test(
    "no outcome, receipt, error, console line, log line or document holds more than the last four digits"
  )
  func onlyLastFour() async throws {
    let storage = InMemoryStorage()
    let console = ScriptedConsole()
    let dependencies = lineDependencies(
      console: console, base: TestBaseDependencies(storage: storage))
    let session = try PaymentSession(dependencies)
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
      switch await session.pay(request) {
      case .paid(let receipt):
        printed += [receipt.reference, receipt.method, "\(receipt)", String(reflecting: receipt)]
        printed.append(String(decoding: try JSONEncoder().encode(receipt), as: UTF8.self))
      case .refused(let error):
        printed += [error.description, "\(error)", String(reflecting: error)]
      case nil:
        break
      }
    }
    printed += session.outcomes.map { String(reflecting: $0) }
    printed.append(console.transcript)
    printed += dependencies.base.spyLogger.entries.map(\.message)
    printed += storage.snapshot.values.map { String(decoding: $0, as: UTF8.self) }
    await session.finish()

    #expect(session.outcomes.count == requests.count)
    #expect(dependencies.base.spyLogger.entries.count == requests.count)
    #expect(console.transcript.contains("card ending 4444"))
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
