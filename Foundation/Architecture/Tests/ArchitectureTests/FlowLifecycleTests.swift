import Architecture
import ArchitectureTesting
import Testing

@MainActor
struct FlowLifecycleTests {
  let log = LifecycleLog()

  func flow(_ name: String, workers: [String] = []) -> Flow {
    Flow(
      context: SpyContext(name, log: log), workers: workers.map { SpyWorker($0, log: log) })
  }

  @Test func startActivatesContextThenStartsWorkersInOrder() {
    let cart = flow("cart", workers: ["sync", "prices"])
    cart.start()
    #expect(log.entries == ["cart.activate", "sync.start", "prices.start"])
    #expect(cart.state == .started)
  }

  @Test func endDetachesChildrenInReverseThenStopsWorkersThenDeactivates() {
    let shop = flow("shop", workers: ["w1", "w2"])
    shop.start()
    shop.attach(flow("catalog"))
    shop.attach(flow("cart", workers: ["sync"]))
    log.clear()
    shop.end()
    #expect(
      log.entries == [
        "sync.stop", "cart.deactivate",
        "catalog.deactivate", "w2.stop", "w1.stop", "shop.deactivate",
      ])
    #expect(shop.state == .ended)
    #expect(shop.children.isEmpty)
  }

  @Test func attachStartsTheChildOfAStartedParent() {
    let shop = flow("shop")
    shop.start()
    let cart = flow("cart")
    shop.attach(cart)
    #expect(cart.state == .started)
    #expect(cart.parent === shop)
    #expect(log.entries == ["shop.activate", "cart.activate"])
  }

  @Test func childrenAttachedBeforeStartStartWithTheParent() {
    let shop = flow("shop", workers: ["w"])
    let cart = flow("cart")
    shop.attach(cart)
    #expect(cart.state == .idle)
    shop.start()
    #expect(log.entries == ["shop.activate", "w.start", "cart.activate"])
  }

  @Test func startAndEndAreIdempotent() {
    let tree = FlowTree.quiet()
    let cart = flow("cart")
    tree.launch(cart)
    cart.start()
    cart.end()
    cart.end()
    #expect(log.entries == ["cart.activate", "cart.deactivate"])
    #expect(tree.issues.isEmpty)
  }

  @Test func detachingASubtreeEndsEveryDescendant() {
    let shop = flow("shop")
    let cart = flow("cart")
    let checkout = flow("checkout")
    let payment = flow("payment")
    shop.start()
    shop.attach(cart)
    cart.attach(checkout)
    checkout.attach(payment)
    log.clear()
    shop.detach(cart)
    #expect(log.entries == ["payment.deactivate", "checkout.deactivate", "cart.deactivate"])
    #expect([cart, checkout, payment].allSatisfy { $0.state == .ended })
    #expect(shop.children.isEmpty)
    #expect(cart.parent == nil)
    #expect(shop.state == .started)
  }

  @Test func hooksRunAfterStartAndBeforeChildrenEnd() {
    final class RoutingFlow: Flow {
      let log: LifecycleLog
      init(log: LifecycleLog) {
        self.log = log
        super.init(context: SpyContext("routing", log: log))
      }
      override func didStart() {
        log.record("didStart")
        attach(Flow(context: SpyContext("child", log: log)))
      }
      override func willEnd() { log.record("willEnd") }
    }
    let routing = RoutingFlow(log: log)
    routing.start()
    routing.end()
    #expect(
      log.entries == [
        "routing.activate", "didStart", "child.activate", "willEnd", "child.deactivate",
        "routing.deactivate",
      ])
  }
}
