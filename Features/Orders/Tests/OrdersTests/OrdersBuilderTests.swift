import Architecture
import ArchitectureTesting
import Orders
import OrdersInterface
import OrdersTesting
import Testing

@Suite("Orders builder")
@MainActor
struct OrdersBuilderTests {
  @Test func theBuiltHistoryIsTheFlowsHistoryAndUsesTheStorage() throws {
    let dependencies = TestOrdersDependencies()
    let graph = OrdersBuilder(dependencies: dependencies).build(listener: (), id: "orders")
    let placed = try graph.interface.place(OrdersFixtures.oneLamp)
    #expect(try graph.flow.history.order(id: placed.id) == placed)
    #expect(try StoredOrderHistory(dependencies: dependencies).orders() == [placed])
  }

  @Test func theOrdersFlowIsReleasedAfterDetach() async {
    let dependencies = TestOrdersDependencies()
    await expectNoLeaks { tree in
      let root = Flow(context: SpyContext("app", log: LifecycleLog()))
      tree.launch(root)
      let graph = OrdersBuilder(dependencies: dependencies).build(listener: (), id: "orders")
      root.attach(graph.flow)
      #expect(graph.flow.state == .started)
      root.detach(graph.flow)
      #expect(graph.flow.state == .ended)
    }
  }
}
