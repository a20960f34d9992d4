import AccountInterfaceTesting
import Architecture
import ArchitectureTesting
import Payments
import PaymentsInterface
import PaymentsTesting
import Testing

@Suite("Choosing and attaching the payment step")
@MainActor
struct PaymentStepTests {
  /// The flows attached during one payment, in order, from the tree's lifecycle events.
  func attachedFlows(paying request: PaymentRequest, in session: PaymentSession) async
    -> [String]
  {
    var events = session.harness.tree.events().makeAsyncIterator()
    _ = await session.pay(request)
    var attached: [String] = []
    while let event = await events.next(isolation: MainActor.shared) {
      if case .attached(let flow, let parent) = event { attached.append("\(flow) < \(parent)") }
      if case .boardCompleted = event { break }
    }
    return attached
  }

  @Test("the payments flow attaches the step of the request's method, chosen by its plugin")
  func stepPerMethod() async throws {
    let session = try PaymentSession()
    #expect(
      await attachedFlows(paying: PaymentsFixtures.card("4242424242424242"), in: session) == [
        "board payment < Motherboard harness", "PaymentsFlow < board payment",
        "Flow(CardPaymentContext) < PaymentsFlow",
      ])
    #expect(
      await attachedFlows(paying: PaymentsFixtures.invoice(), in: session) == [
        "board payment < Motherboard harness", "PaymentsFlow < board payment",
        "Flow(InvoicePaymentContext) < PaymentsFlow",
      ])
    await session.finish()
  }

  @Test("a method that is not available gets no step: the payments context refuses it")
  func noStepForAnUnavailableMethod() async throws {
    let session = try PaymentSession(TestPaymentsDependencies(account: FakeAccount()))
    #expect(
      await attachedFlows(paying: PaymentsFixtures.invoice(), in: session) == [
        "board payment < Motherboard harness", "PaymentsFlow < board payment",
      ])
    guard case .refused(.methodUnavailable) = session.outcomes.last else {
      Issue.record("expected a refusal, got \(session.outcomes)")
      return
    }
    await session.finish()
  }

  @Test("during a payment the card step lives under the payments flow, under the board's node")
  func liveTreeDuringAPayment() async throws {
    let session = try PaymentSession()
    let probe = TreeProbe(session.harness.tree)
    session.harness.motherboard.route(.payment, to: probe) { probe, _ in probe.capture() }
    _ = await session.pay(PaymentsFixtures.card("4242424242424242"))

    let during = try #require(probe.snapshots.first)
    #expect(during.depth == 4)
    #expect(
      during.text == """
        Motherboard harness [started]
          - boards: payment (active)
          board payment [started]
            PaymentsFlow [started] context: PaymentsContext
              Flow(CardPaymentContext) [started] context: CardPaymentContext

        """)
    #expect(session.harness.tree.snapshot()?.depth == 1, "the board completed and was removed")
    await session.finish()
  }

  @Test("every payment's flows, contexts and view are released when the board completes")
  func released() async throws {
    let session = try PaymentSession()
    _ = await session.pay(PaymentsFixtures.card("4242424242424242"))
    _ = await session.pay(PaymentsFixtures.invoice())
    await session.finish()
    #expect(
      session.harness.leakTracker.releasedCount == 7,
      "per payment the step, the payments flow and the board's node; then the root")
  }
}

/// Takes snapshots of the live tree when the payment board sends its outcome.
@MainActor
final class TreeProbe {
  private let tree: FlowTree
  private(set) var snapshots: [FlowSnapshot] = []

  init(_ tree: FlowTree) {
    self.tree = tree
  }

  func capture() {
    if let snapshot = tree.snapshot() { snapshots.append(snapshot) }
  }
}
