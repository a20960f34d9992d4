import AccountInterfaceTesting
import Architecture
import ArchitectureTesting
import Payments
import PaymentsInterface
import PaymentsTesting
import Testing

@Suite("The payment board's tree")
@MainActor
struct PaymentTreeTests {
  @Test("during a payment the payments feature lives under the board's node, with its view")
  func liveTreeDuringAPayment() async throws {
    let session = try PaymentSession()
    let probe = TreeProbe(session.harness.tree)
    session.harness.motherboard.route(.payment, to: probe) { probe, _ in probe.capture() }
    _ = await session.pay(PaymentsFixtures.card("4242424242424242"))

    let during = try #require(probe.snapshots.first)
    #expect(during.depth == 3)
    #expect(
      during.text == """
        Motherboard harness [started]
          - boards: payment (active), payment-method
          board payment [started]
            Flow(PaymentsContext) [started] context: PaymentsContext, \
        view: PrintedLineView<PaymentsViewState>

        """)
    #expect(session.harness.tree.snapshot()?.depth == 1, "the board completed and was removed")
    await session.finish()
  }

  @Test("every payment's flow, context and view are released when the board completes")
  func released() async throws {
    let session = try PaymentSession()
    _ = await session.pay(PaymentsFixtures.card("4242424242424242"))
    _ = await session.pay(PaymentsFixtures.invoice())
    await session.finish()
    #expect(
      session.harness.leakTracker.releasedCount == 5,
      "per payment the feature's flow and the board's node; then the root")
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
