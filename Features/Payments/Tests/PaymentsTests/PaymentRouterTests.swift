import AccountInterface
import AccountInterfaceTesting
import Architecture
import ArchitectureTesting
import Payments
import PaymentsInterface
import PaymentsTesting
import Testing

@MainActor
@Suite("Choosing the payment method")
struct PaymentRouterTests {
  @Test("the plugin list holds card then invoice")
  func pluginOrder() {
    let list = PaymentMethods.makeList(dependencies: TestPaymentsDependencies())
    #expect(list.keys == ["card", "invoice"])
    let signedOut = PaymentState(user: nil, invoiceDomains: ["example.com"])
    #expect(list.allEnabled(signedOut).map(\.key) == ["card"])
  }

  @Test("the flow's available methods, from the plugin list, match the router's")
  func availableMethods() throws {
    let dependencies = TestPaymentsDependencies(account: FakeAccount())
    let graph = PaymentsBuilder(dependencies: dependencies).build(listener: (), id: "payments")
    let router = graph.flow.paymentsContext.router
    #expect(graph.flow.availableMethods() == ["card"])
    #expect(router.availableMethods() == ["card"])
    try dependencies.account.signIn(EmailAddress("ada@example.com"))
    #expect(graph.flow.availableMethods() == ["card", "invoice"])
    #expect(router.availableMethods() == ["card", "invoice"])
  }

  @Test("a disabled plugin is reported unavailable and logged, and nothing is charged")
  func disabledPlugin() {
    let dependencies = TestPaymentsDependencies(account: FakeAccount())
    let graph = PaymentsBuilder(dependencies: dependencies).build(listener: (), id: "payments")
    let error = paymentError { () throws(PaymentError) in
      try graph.interface.pay(PaymentsFixtures.invoice())
    }
    guard case .methodUnavailable = error else {
      Issue.record("expected methodUnavailable, got \(String(describing: error))")
      return
    }
    #expect(dependencies.base.spyLogger.entries.map(\.level) == [.warning])
  }

  @Test("the payments flow starts when attached and is released after detach")
  func noLeaks() async {
    let dependencies = TestPaymentsDependencies()
    await expectNoLeaks { tree in
      let root = Flow(context: SpyContext("app", log: LifecycleLog()))
      tree.launch(root)
      let graph = PaymentsBuilder(dependencies: dependencies).build(listener: (), id: "payments")
      root.attach(graph.flow)
      #expect(graph.flow.state == .started)
      _ = try? graph.interface.pay(PaymentsFixtures.card("4242424242424242"))
      root.detach(graph.flow)
      #expect(graph.flow.state == .ended)
    }
  }
}
