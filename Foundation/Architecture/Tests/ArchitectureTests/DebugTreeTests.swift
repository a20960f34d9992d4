import Architecture
import ArchitectureTesting
import Testing

@MainActor
struct DebugTreeTests {
  @Test func dumpShowsTypesStatesAndChildrenIndented() {
    let tree = FlowTree.quiet()
    #expect(tree.debugTree() == "(no flow attached)\n")
    let shop = ShopFlow(context: PlainContext())
    tree.launch(shop)
    let cart = CartFlow(context: PlainContext(), workers: [PlainWorker()])
    shop.attach(cart)
    cart.attach(CheckoutFlow(context: PlainContext()))
    let idleParent = PaymentFlow(context: PlainContext())
    let ended = CheckoutFlow(context: PlainContext())
    shop.attach(idleParent)
    idleParent.attach(ended)
    ended.end()
    #expect(
      tree.debugTree() == """
        ShopFlow [started] context: PlainContext
          CartFlow [started] context: PlainContext, workers: PlainWorker
            CheckoutFlow [started] context: PlainContext
          PaymentFlow [started] context: PlainContext
            CheckoutFlow [ended] context: PlainContext

        """)
  }

  @Test func idleFlowsShowAsIdle() {
    let shop = ShopFlow(context: PlainContext())
    shop.attach(CartFlow(context: PlainContext()))
    #expect(
      shop.debugTree() == """
        ShopFlow [idle] context: PlainContext
          CartFlow [idle] context: PlainContext

        """)
  }
}
