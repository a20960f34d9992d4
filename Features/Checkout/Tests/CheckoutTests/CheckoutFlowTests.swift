import Architecture
import ArchitectureTesting
import Checkout
import CheckoutInterface
import CheckoutInterfaceTesting
import CheckoutTesting
import OrdersInterface
import Testing

@Suite("Checkout flow: trace, lifetime, leaks")
@MainActor
struct CheckoutFlowTests {
  @Test("the trace shows the four steps nested inside the continuous checkout step")
  func nestedTrace() async throws {
    let checkout = CheckoutHarness()
    let gate = TestSignedInBarrier(account: checkout.dependencies.fakeAccount, resolution: .cancel)
    _ = try await checkout.run(guardedBy: gate.barrier)
    #expect(
      checkout.trace == [
        "barrier signed-in passed",
        "activated checkout",
        "  activated review",
        "  completed review",
        "  activated shipping",
        "  completed shipping",
        "  activated payment",
        "  completed payment",
        "  activated receipt",
        "  completed receipt",
        "completed checkout",
      ])
  }

  @Test("a failing step leaves the trace where it stopped")
  func traceStopsAtFailure() async throws {
    let checkout = CheckoutHarness()
    await #expect(throws: CheckoutError.self) {
      try await checkout.run(checkout.request(address: "x"))
    }
    #expect(
      checkout.trace == [
        "activated checkout", "  activated review", "  completed review", "  activated shipping",
      ])
  }

  @Test("attached, run and detached, the checkout flow is released")
  func noLeakAfterDetach() async throws {
    let dependencies = TestCheckoutDependencies()
    let listener = CheckoutListenerSpy()
    let reports = try await expectNoLeaks { tree in
      tree.launch(Flow(context: SpyContext("shop", log: LifecycleLog())))
      let root = try #require(tree.root)
      let flow = CheckoutBuilder(dependencies: dependencies).build(listener: listener, id: "c1")
      root.attach(flow)
      #expect(flow.state == .started)
      let gate = TestSignedInBarrier(account: dependencies.fakeAccount, resolution: .cancel)
      _ = try await flow.run(CheckoutFixtures.request, guardedBy: gate.barrier, in: Orchestrator())
      root.detach(flow)
    }
    #expect(reports.isEmpty)
    #expect(listener.placed.count == 1)
  }

  @Test("a step kept after its flow was detached does not keep the flow alive, and cancels")
  func keptStepDoesNotLeak() async throws {
    let dependencies = TestCheckoutDependencies()
    let listener = CheckoutListenerSpy()
    var kept: Step<CheckoutRequest, Order>?
    try await expectNoLeaks { tree in
      tree.launch(Flow(context: SpyContext("shop", log: LifecycleLog())))
      let root = try #require(tree.root)
      let flow = CheckoutBuilder(dependencies: dependencies).build(listener: listener, id: "c2")
      root.attach(flow)
      kept = flow.makeCheckout(guardedBy: nil)
      root.detach(flow)
    }
    let step = try #require(kept)
    let outcome = try await Orchestrator().run(step, with: CheckoutFixtures.request)
    #expect(outcome.output == nil)
    #expect(dependencies.fakePayments.requests.isEmpty)
    #expect(try dependencies.cart.contents().lines == CheckoutFixtures.lines)
  }

  @Test("a flow that ended refuses to run: nothing is charged")
  func endedFlowCancels() async throws {
    let checkout = CheckoutHarness()
    checkout.flow.start()
    checkout.flow.end()
    await #expect(throws: CancellationError.self) { try await checkout.run() }
    #expect(checkout.dependencies.fakePayments.requests.isEmpty)
    #expect(
      checkout.trace == [
        "activated checkout", "  activated review", "  cancelled review", "cancelled checkout",
      ])
  }

  @Test("the listener is held weakly: checkout neither keeps it alive nor needs it")
  func weakListener() async throws {
    let dependencies = TestCheckoutDependencies()
    weak var released: CheckoutListenerSpy?
    let flow: CheckoutFlow
    do {
      let listener = CheckoutListenerSpy()
      released = listener
      flow = CheckoutBuilder(dependencies: dependencies).build(listener: listener, id: "c3")
    }
    #expect(released == nil)
    let order = try await flow.run(CheckoutFixtures.request, guardedBy: nil, in: Orchestrator())
    #expect(try dependencies.orders.orders() == [order])
  }

  @Test("the debug tree shows checkout under its parent while it runs")
  func debugTree() throws {
    let tree = FlowTree(leakTracker: nil)
    tree.launch(Flow(context: SpyContext("shop", log: LifecycleLog())))
    let root = try #require(tree.root)
    let listener = CheckoutListenerSpy()
    let flow = CheckoutBuilder(dependencies: TestCheckoutDependencies())
      .build(listener: listener, id: "c4")
    root.attach(flow)
    #expect(tree.debugTree().contains("  CheckoutFlow [started] context: CheckoutContext"))
    root.detach(flow)
    #expect(!tree.debugTree().contains("CheckoutFlow"))
    tree.shutdown()
  }
}
