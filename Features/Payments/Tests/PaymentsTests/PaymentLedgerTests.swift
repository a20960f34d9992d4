import AccountInterfaceTesting
import Architecture
import ArchitectureTesting
import CatalogInterface
import Core
import CoreTesting
import Foundation
import Payments
import PaymentsInterface
import PaymentsTesting
import TerminalUI
import Testing

@Suite("The simulated provider's ledger: each key charged at most once, across instances")
@MainActor
struct PaymentLedgerTests {
  let directory: TemporaryDirectory
  let storage: FileStorage

  init() throws {
    directory = try TemporaryDirectory(prefix: "PaymentLedger")
    storage = FileStorage(directory: directory.url)
  }

  private func request(key: String?, cents: Int = 2450) -> PaymentRequest {
    PaymentRequest(
      amount: Money(minorUnits: cents, currency: "USD"),
      instrument: .card(
        CardDetails(number: "4242 4242 4242 4242", expiryMonth: 12, expiryYear: 2039)),
      payer: nil, idempotencyKey: key)
  }

  /// Pays through a fresh module over the test's files, as another process of the app would.
  private func pay(_ request: PaymentRequest) async throws -> [PaymentOutcome] {
    let dependencies = lineDependencies(
      base: TestBaseDependencies(storage: storage))
    let harness = try BoardHarness(
      [PaymentsModule(dependencies: dependencies)], navigation: LineNavigation())
    var outcomes: [PaymentOutcome] = []
    harness.motherboard.route(.payment, to: harness) { _, outcome in outcomes.append(outcome) }
    #expect(await harness.motherboard.io(.payment).run(request) == .finished)
    #expect(await harness.finish().isEmpty)
    return outcomes
  }

  @Test("a key paid through one module is not charged again through another over the same files")
  func atMostOncePerKey() async throws {
    let first = try await pay(request(key: "checkout-1"))
    let again = try await pay(request(key: "checkout-1"))
    #expect(again == first)
    let ledger = StoredPaymentLedger(storage: storage)
    #expect(try ledger.charges().count == 1)
    guard case .paid(let receipt) = first.first else {
      Issue.record("not paid: \(first)")
      return
    }
    #expect(try ledger.receipt(forKey: "checkout-1") == receipt)
    _ = try await pay(request(key: "checkout-2"))
    _ = try await pay(request(key: nil))
    _ = try await pay(request(key: nil))
    #expect(try ledger.charges().count == 4, "each request without a key is a charge of its own")
  }

  @Test("a key charged for one amount refuses another, and charges nothing more")
  func keyReusedForAnotherAmount() async throws {
    _ = try await pay(request(key: "checkout-1", cents: 2450))
    let other = try await pay(request(key: "checkout-1", cents: 990))
    guard case .refused(.invalid(let reason)) = other.first else {
      Issue.record("expected a refusal: \(other)")
      return
    }
    #expect(reason.contains("$24.50"))
    #expect(try StoredPaymentLedger(storage: storage).charges().count == 1)
  }

  @Test("a ledger that cannot be written takes no payment and says so")
  func unwritableLedger() async throws {
    try FileManager.default.createDirectory(
      at: storage.fileURL(forKey: "charges"), withIntermediateDirectories: true)
    let outcomes = try await pay(request(key: "checkout-1"))
    guard case .refused(.providerFailed(let reason)) = outcomes.first else {
      Issue.record("expected the provider to fail: \(outcomes)")
      return
    }
    #expect(reason.contains("charges.json"))
    #expect(reason.contains("folder"))
  }
}
