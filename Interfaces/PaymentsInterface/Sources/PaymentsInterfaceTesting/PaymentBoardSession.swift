import AccountInterface
import Architecture
import ArchitectureTesting
import PaymentsInterface
import Testing

/// Pays through one module's payment board, as checkout does, for the rules of
/// ``PaymentBoardContract``: each payment is one run of the board, every outcome routed back.
@MainActor
final class PaymentBoardSession {
  /// One payment: what was asked, the outcomes the board sent for it and how its run ended.
  struct Payment: Sendable {
    let request: PaymentRequest
    let outcomes: [PaymentOutcome]
    let completion: BoardCompletion
  }

  private var outcomes: [PaymentOutcome] = []

  /// Pays each of `requests` in turn through the board of the module `make` makes, then shuts
  /// the module down; a flow it leaves alive is a recorded issue.
  static func payEach(
    of requests: [PaymentRequest], with make: PaymentBoardContract.MakeModule
  ) async throws -> [Payment] {
    try await payEach(of: requests, through: make(PaymentBoardContract.customer))
  }

  /// Pays each of `requests` in turn through the provider's board, then shuts the module down.
  static func payEach(
    of requests: [PaymentRequest], through provider: PaymentBoardContract.Provider
  ) async throws -> [Payment] {
    let session = PaymentBoardSession()
    let harness = try BoardHarness([provider.module], navigation: provider.navigation)
    harness.motherboard.route(.payment, to: session) { session, outcome in
      session.outcomes.append(outcome)
    }
    var payments: [Payment] = []
    for request in requests {
      let before = session.outcomes.count
      let completion = await harness.motherboard.io(.payment).run(request)
      payments.append(
        Payment(
          request: request, outcomes: Array(session.outcomes[before...]), completion: completion))
    }
    let leaks = await harness.finish()
    #expect(leaks.isEmpty, "\(leaks)")
    return payments
  }
}
