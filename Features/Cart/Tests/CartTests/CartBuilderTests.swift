import Architecture
import ArchitectureTesting
import Cart
import CartInterface
import CartTesting
import Testing

@Suite("Cart builder")
@MainActor
struct CartBuilderTests {
  @Test func theBuiltServiceIsTheFlowsCartAndUsesTheStorage() throws {
    let dependencies = TestCartDependencies()
    let graph = CartBuilder(dependencies: dependencies).build(listener: (), id: "cart")
    try graph.interface.add(CartFixtures.lamp.sku, quantity: 1)
    #expect(try graph.flow.cart.contents().itemCount == 1)
    #expect(try StoredCart(dependencies: dependencies).contents().itemCount == 1)
  }

  @Test func theCartFlowIsReleasedAfterDetach() async throws {
    let dependencies = TestCartDependencies()
    let recorder = Recorder<CartChanged>()
    recorder.record(from: dependencies.cartChanges)
    await expectNoLeaks { tree in
      let root = Flow(context: SpyContext("app", log: LifecycleLog()))
      tree.launch(root)
      let graph = CartBuilder(dependencies: dependencies).build(listener: (), id: "cart")
      root.attach(graph.flow)
      #expect(graph.flow.state == .started)
      _ = try? graph.interface.add(CartFixtures.mug.sku, quantity: 2)
      root.detach(graph.flow)
      #expect(graph.flow.state == .ended)
    }
    #expect(recorder.values.map(\.itemCount) == [2])
  }
}
