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
    let idleParent = PaymentFlow()
    let ended = CheckoutFlow(context: PlainContext())
    shop.attach(idleParent)
    idleParent.attach(ended)
    ended.end()
    #expect(
      tree.debugTree() == """
        ShopFlow [started] context: PlainContext
          CartFlow [started] context: PlainContext, workers: PlainWorker
            CheckoutFlow [started] context: PlainContext
          PaymentFlow [started]
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

  @Test("the tree as a value: names, states, types, depth and lookup")
  func snapshotValue() {
    let tree = FlowTree.quiet()
    let shop = ShopFlow(context: PlainContext())
    tree.launch(shop)
    let cart = CartFlow(context: PlainContext(), workers: [PlainWorker()])
    shop.attach(cart)
    cart.attach(CheckoutFlow())
    let snapshot = tree.snapshot()
    #expect(snapshot?.depth == 3)
    #expect(snapshot?.count == 3)
    let found = snapshot?.first(named: "CartFlow")
    #expect(found?.state == .started)
    #expect(found?.context == "PlainContext")
    #expect(found?.workers == ["PlainWorker"])
    #expect(found?.children.map(\.name) == ["CheckoutFlow"])
    #expect(snapshot?.first(named: "CheckoutFlow")?.context == nil)
  }

  @Test("lifecycle events arrive as an asynchronous sequence, in order")
  func lifecycleEvents() async {
    let tree = FlowTree.quiet()
    var events = tree.events().makeAsyncIterator()
    let shop = ShopFlow(context: PlainContext())
    tree.launch(shop)
    let cart = CartFlow(context: PlainContext())
    shop.attach(cart)
    shop.detach(cart)
    var seen: [LifecycleEvent] = []
    for _ in 0..<6 {
      if let event = await events.next(isolation: MainActor.shared) { seen.append(event) }
    }
    #expect(
      seen == [
        .attached(flow: "ShopFlow", parent: "FlowTree"), .started(flow: "ShopFlow"),
        .attached(flow: "CartFlow", parent: "ShopFlow"), .started(flow: "CartFlow"),
        .ended(flow: "CartFlow"), .detached(flow: "CartFlow", parent: "ShopFlow"),
      ])
    #expect("\(seen[5])" == "detached CartFlow from ShopFlow")
  }

  @Test("an observer sees each event as it happens, with the tree as it is at that moment")
  func synchronousObservation() {
    let tree = FlowTree.quiet()
    let depths = DepthLog()
    tree.observeEvents(depths) { depths, event in
      if case .started = event { depths.values.append(tree.snapshot()?.depth ?? 0) }
    }
    let shop = ShopFlow(context: PlainContext())
    tree.launch(shop)
    let cart = CartFlow(context: PlainContext())
    shop.attach(cart)
    cart.attach(CheckoutFlow())
    #expect(depths.values == [1, 2, 3])
  }
}

@MainActor
final class DepthLog {
  var values: [Int] = []
}
