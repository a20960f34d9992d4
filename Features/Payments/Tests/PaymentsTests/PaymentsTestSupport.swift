import AccountInterfaceTesting
import Architecture
import ArchitectureTesting
import CoreTesting
import Foundation
import Payments
import PaymentsInterface
import PaymentsTerminalUI
import PaymentsTesting
import TerminalUI
import TerminalUITesting
import Testing

/// Dependencies whose views are the payments' line views, printing on a scripted console:
/// the board runs as in line mode, where a payment's view prints it and leaves.
@MainActor
func lineDependencies(
  console: ScriptedConsole = ScriptedConsole(),
  account: FakeAccount = FakeAccount(signedInAs: "ada@example.com"),
  invoiceDomains: Set<String> = ["example.com"], base: TestBaseDependencies = TestBaseDependencies()
) -> TestPaymentsDependencies {
  TestPaymentsDependencies(
    account: account, invoiceDomains: invoiceDomains,
    views: PaymentsLineViewFactory(console: console), base: base)
}

/// Takes payments as checkout does in line mode: the payments module on a leak-checked harness
/// presenting on a line navigation, each payment one run of the payment board, every outcome
/// routed here. The dependencies' views must leave on their own, as line views do.
@MainActor
final class PaymentSession {
  let dependencies: any PaymentsDependencies
  let harness: BoardHarness
  /// Every outcome the board sent, oldest first.
  private(set) var outcomes: [PaymentOutcome] = []

  init(_ dependencies: any PaymentsDependencies = lineDependencies()) throws {
    self.dependencies = dependencies
    harness = try BoardHarness(
      [PaymentsModule(dependencies: dependencies)], navigation: LineNavigation())
    harness.motherboard.route(.payment, to: self) { session, outcome in
      session.outcomes.append(outcome)
    }
  }

  /// Pays through the board and checks that the board sent one outcome and finished.
  /// - Returns: The outcome, or `nil` (and a recorded issue) when the board did otherwise.
  func pay(
    _ request: PaymentRequest, sourceLocation: SourceLocation = #_sourceLocation
  ) async -> PaymentOutcome? {
    let before = outcomes.count
    let completion = await harness.motherboard.io(.payment).run(request)
    #expect(completion == .finished, sourceLocation: sourceLocation)
    #expect(outcomes.count == before + 1, "one outcome per payment", sourceLocation: sourceLocation)
    return outcomes.count == before + 1 ? outcomes.last : nil
  }

  /// Pays and returns the receipt, or throws the refusal.
  func receipt(for request: PaymentRequest) async throws -> PaymentReceipt {
    switch await pay(request) {
    case .paid(let receipt): return receipt
    case .refused(let error): throw error
    case nil: throw NoOutcome()
    }
  }

  /// Pays and returns the refusal, or `nil` when the payment was taken.
  func refusal(for request: PaymentRequest) async -> PaymentError? {
    if case .refused(let error) = await pay(request) { return error }
    return nil
  }

  /// Shuts the harness down; every flow of every payment must have been released.
  func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
    let leaks = await harness.finish()
    #expect(leaks.isEmpty, "\(leaks)", sourceLocation: sourceLocation)
  }

  struct NoOutcome: Error {}
}

/// The error `body` throws, or `nil` when it returns.
func paymentError<Value>(_ body: () throws(PaymentError) -> Value) -> PaymentError? {
  do {
    _ = try body()
    return nil
  } catch {
    return error
  }
}

/// The test clock's time: 2026-01-15 10:00 UTC.
let testNow = FixedClock().now
