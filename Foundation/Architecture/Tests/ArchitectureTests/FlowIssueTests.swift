import Architecture
import ArchitectureTesting
import Testing

@MainActor
struct FlowIssueTests {
  let log = IssueLog()

  @Test func attachingTheSameFlowTwiceIsReportedAndIgnored() {
    let tree = FlowTree.quiet(log: log)
    let shop = ShopFlow(context: PlainContext())
    let checkout = CheckoutFlow(context: PlainContext())
    let cart = CartFlow(context: PlainContext())
    tree.launch(shop)
    shop.attach(checkout)
    shop.attach(cart)
    shop.attach(cart)
    checkout.attach(cart)
    #expect(
      log.issues == [
        .attachedTwice(flow: "CartFlow", parent: "ShopFlow"),
        .attachedTwice(flow: "CartFlow", parent: "CheckoutFlow"),
      ])
    #expect(tree.issues == log.issues)
    #expect(shop.children.count == 2)
    #expect(checkout.children.isEmpty)
    #expect(cart.parent === shop)
  }

  @Test func launchingASecondRootIsReported() {
    let tree = FlowTree.quiet(log: log)
    tree.launch(ShopFlow(context: PlainContext()))
    tree.launch(CartFlow(context: PlainContext()))
    #expect(log.issues == [.attachedTwice(flow: "CartFlow", parent: "FlowTree")])
    #expect(tree.root is ShopFlow)
  }

  @Test func endingAFlowThatNeverStartedIsReported() {
    let tree = FlowTree.quiet(log: log)
    let cart = CartFlow(context: PlainContext())
    tree.adopt(cart)
    cart.end()
    #expect(log.issues == [.endedBeforeStart(flow: "CartFlow")])
    #expect(cart.state == .idle)
  }

  @Test func startingAfterEndIsReportedAndIgnored() {
    let log = LifecycleLog()
    let issues = IssueLog()
    let tree = FlowTree.quiet(log: issues)
    let shop = ShopFlow(context: PlainContext())
    let cart = CartFlow(context: SpyContext("cart", log: log))
    tree.launch(shop)
    shop.attach(cart)
    shop.detach(cart)
    cart.start()
    shop.attach(cart)
    #expect(
      issues.issues == [.startedAfterEnd(flow: "CartFlow"), .startedAfterEnd(flow: "CartFlow")])
    #expect(log.entries == ["cart.activate", "cart.deactivate"])
    #expect(shop.children.isEmpty)
  }

  @Test func detachingAFlowThatIsNotAChildIsReported() {
    let tree = FlowTree.quiet(log: log)
    let shop = ShopFlow(context: PlainContext())
    tree.launch(shop)
    let stranger = CheckoutFlow(context: PlainContext())
    shop.detach(stranger)
    #expect(log.issues == [.detachedNonChild(flow: "CheckoutFlow", parent: "ShopFlow")])
  }

  @Test func attachingAnAncestorIsReported() {
    let tree = FlowTree.quiet(log: log)
    let shop = ShopFlow(context: PlainContext())
    let cart = CartFlow(context: PlainContext())
    let payment = PaymentFlow(context: PlainContext())
    tree.adopt(shop)
    shop.attach(cart)
    cart.attach(payment)
    payment.attach(shop)
    #expect(log.issues == [.attachedToDescendant(flow: "ShopFlow", parent: "PaymentFlow")])
    #expect(payment.children.isEmpty)
  }

  @Test func attachingToAnEndedParentIsReported() {
    let tree = FlowTree.quiet(log: log)
    let shop = ShopFlow(context: PlainContext())
    tree.launch(shop)
    shop.end()
    shop.attach(CartFlow(context: PlainContext()))
    #expect(log.issues == [.attachedToEndedParent(flow: "CartFlow", parent: "ShopFlow")])
    #expect(shop.children.isEmpty)
  }

  @Test func detachingAnIdleChildIsNotAnIssue() {
    let tree = FlowTree.quiet(log: log)
    let shop = ShopFlow(context: PlainContext())
    let cart = CartFlow(context: PlainContext())
    tree.adopt(shop)
    shop.attach(cart)
    shop.detach(cart)
    #expect(log.issues.isEmpty)
    #expect(cart.state == .ended)
  }

  @Test func issuesDescribeTheTypesInvolved() {
    #expect(
      FlowIssue.attachedTwice(flow: "CartFlow", parent: "ShopFlow").description
        == "CartFlow is already attached; attaching it to ShopFlow again was ignored")
    #expect(
      FlowIssue.endedBeforeStart(flow: "CartFlow").description
        == "CartFlow was ended before it started")
  }
}
