import Architecture
import ArchitectureTesting
import Testing

/// A flow that detaches itself from its parent when it ends, as a feature closing itself might.
@MainActor
final class SelfDetachingFlow: Flow {
  override func willEnd() {
    parent?.detach(self)
  }
}

@MainActor
struct FlowCorrectionTests {
  @Test("detaching a child from inside its own willEnd reports nothing")
  func detachFromWillEnd() {
    let log = IssueLog()
    let tree = FlowTree.quiet(log: log)
    let shop = ShopFlow(context: PlainContext())
    tree.launch(shop)
    let child = SelfDetachingFlow(context: PlainContext())
    shop.attach(child)
    shop.detach(child)
    tree.shutdown()
    #expect(log.issues.isEmpty)
    #expect(child.state == .ended)
  }

  @Test("launching a flow that already ended is refused and reported")
  func launchRefusesAnEndedFlow() {
    let log = IssueLog()
    let tree = FlowTree.quiet(log: log)
    let shop = ShopFlow(context: PlainContext())
    shop.start()
    shop.end()
    tree.launch(shop)
    #expect(tree.root == nil)
    #expect(log.issues == [.startedAfterEnd(flow: "ShopFlow")])
  }

  @Test("a flow deallocated while started is reported")
  func deallocatedWhileStarted() async {
    let log = IssueLog()
    let tree = FlowTree.quiet(log: log)
    do {
      let flow = CartFlow(context: PlainContext())
      tree.adopt(flow)
      flow.start()
    }
    await waitUntil { !log.issues.isEmpty }
    #expect(log.issues == [.deallocatedWhileStarted(flow: "CartFlow")])
  }

  @Test("objects a builder made are checked with the flow they were watched for")
  func watchedObjectsAreChecked() async {
    let tracker = LeakTracker(gracePeriod: .milliseconds(5), onLeak: { _ in })
    let tree = FlowTree(leakTracker: tracker)
    let shop = ShopFlow(context: PlainContext())
    tree.launch(shop)
    let store = StoreStandIn()
    do {
      let released = StoreStandIn()
      let cart = CartFlow(context: PlainContext())
      cart.watchOnDetach(store, released)
      shop.attach(cart)
      shop.detach(cart)
    }
    let reports = await tracker.waitForChecks()
    #expect(reports.map(\.leakedTypes) == [["StoreStandIn"]])
    _ = store
    tree.shutdown()
  }

  @Test("a flow held outside the tree reports to the tracker and handler its caller passes")
  func flowsOutsideTheTreeReportWhereTheCallerSays() async {
    let tracker = LeakTracker(gracePeriod: .milliseconds(5), onLeak: { _ in })
    let log = IssueLog()
    let reporting = FlowTree(leakTracker: tracker, onIssue: { log.issues.append($0) })
    let parent = ShopFlow(context: PlainContext())
    reporting.adopt(parent)
    parent.start()
    let child = CartFlow(context: PlainContext())
    parent.attach(child)
    parent.detach(child)
    let reports = await tracker.waitForChecks()
    #expect(reports.map(\.flow) == ["CartFlow"])
    #expect(reports.first?.parent == "ShopFlow")
    parent.detach(CheckoutFlow())
    #expect(log.issues == [.detachedNonChild(flow: "CheckoutFlow", parent: "ShopFlow")])
    _ = child
    parent.end()
  }

  @Test("a flow of no tree reports to nobody: no tracker or handler is used behind its back")
  func flowsOfNoTreeReportNowhere() async {
    let log = IssueLog()
    let tree = FlowTree(
      leakTracker: LeakTracker(onLeak: { _ in }), onIssue: { log.issues.append($0) })
    tree.launch(ShopFlow(context: PlainContext()))
    let parent = ShopFlow(context: PlainContext())
    parent.start()
    let child = CartFlow(context: PlainContext())
    parent.attach(child)
    parent.detach(child)
    parent.detach(CheckoutFlow())
    CheckoutFlow().end()
    #expect(tree.leakTracker?.pendingCount == 0)
    #expect(log.issues.isEmpty)
    _ = child
    parent.end()
    tree.shutdown()
  }

  @Test("finishing pending checks returns at once when everything was released")
  func finishingChecksEarly() async {
    let tracker = LeakTracker(gracePeriod: .seconds(60), onLeak: { _ in })
    let tree = FlowTree(leakTracker: tracker)
    tree.launch(ShopFlow(context: PlainContext()))
    tree.root?.attach(CartFlow(context: PlainContext()))
    tree.shutdown()
    #expect(tracker.pendingCount == 2)
    // With no time at all left, every check still passes: none waits out its grace period.
    #expect(await tracker.finishPendingChecks(within: .zero).isEmpty)
    #expect(tracker.releasedCount == 2)
    #expect(tracker.pendingCount == 0)
  }
}

/// Stands in for a store a builder made.
final class StoreStandIn {}
