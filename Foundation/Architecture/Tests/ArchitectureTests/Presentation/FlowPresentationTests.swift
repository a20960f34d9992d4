import Architecture
import ArchitectureTesting
import Testing

@MainActor
struct FlowPresentationTests {
  @Test("a child's view is shown once its context activated and dismissed once it detached")
  func showAndDismiss() {
    let navigation = RecordingNavigation()
    let parent = ShopFlow()
    FlowTree.quiet().launch(parent)
    let context = WatchingContext(navigation)
    let child = CartFlow(context: context)
    parent.attach(child, presenting: TestView("cart"), on: navigation)
    #expect(context.stackWhenActivated == [], "the view never shows the state before the start")
    #expect(child.presentedView === navigation.top)
    parent.detach(child)
    #expect(context.stackWhenDeactivated == ["cart"], "dismissed after the context deactivated")
    #expect(navigation.entries == ["show cart as push", "dismiss cart"])
    #expect(navigation.stack.isEmpty)
    #expect(child.presentedView == nil, "the flow let go of its view")
  }

  @Test("what a child presents as it activates goes above its view, and is dismissed first")
  func nestedViewsStackInOrder() {
    let navigation = RecordingNavigation()
    let parent = ShopFlow()
    FlowTree.quiet().launch(parent)
    weak var presenting: Flow?
    let list = CartFlow(
      context: WatchingContext(navigation) {
        presenting?.attach(CheckoutFlow(), presenting: TestView("detail"), on: navigation)
      })
    presenting = list
    parent.attach(list, presenting: TestView("list"), on: navigation)
    list.attach(PaymentFlow(), presenting: TestView("help"), on: navigation, as: .sheet)
    #expect(navigation.stack == ["list", "detail", "help"])
    parent.detach(list)
    #expect(
      navigation.entries == [
        "show list as push", "show detail as push", "show help as sheet",
        "dismiss help", "dismiss detail", "dismiss list",
      ])
  }

  @Test("a view goes with its flow however the flow ends")
  func everyEndDismisses() {
    let navigation = RecordingNavigation()

    // The child ends itself as it activates, a step with nothing to do: it shows nothing.
    let tree = FlowTree.quiet()
    let parent = ShopFlow()
    tree.launch(parent)
    weak var leaving: Flow?
    let step = CartFlow(context: WatchingContext(navigation) { leaving?.end() })
    leaving = step
    parent.attach(step, presenting: TestView("step"), on: navigation)
    #expect(step.state == .ended)

    // The parent ends, then the tree shuts down.
    let other = CheckoutFlow()
    parent.attach(other, presenting: TestView("other"), on: navigation)
    let payment = PaymentFlow()
    let paying = PaymentFlow()
    parent.attach(paying)
    paying.attach(payment, presenting: TestView("payment"), on: navigation, as: .sheet)
    paying.end()
    tree.shutdown()
    #expect(
      navigation.entries == [
        "show other as push", "show payment as sheet", "dismiss payment", "dismiss other",
      ])
    #expect(navigation.stack.isEmpty)
  }

  @Test("attached before its parent starts, a view is shown when the parent starts")
  func shownWhenStarted() {
    let navigation = RecordingNavigation()
    let parent = ShopFlow()
    let context = WatchingContext(navigation)
    parent.attach(CartFlow(context: context), presenting: TestView("cart"), on: navigation)
    #expect(navigation.entries.isEmpty)
    let tree = FlowTree.quiet()
    tree.launch(parent)
    #expect(navigation.stack == ["cart"])
    #expect(context.stackWhenActivated == [])
    tree.shutdown()
    #expect(navigation.stack.isEmpty)
  }

  @Test("a child that never starts never shows its view, and a refused attach shows none")
  func refusedOrNeverStarted() {
    let navigation = RecordingNavigation()
    let issues = IssueLog()
    let tree = FlowTree.quiet(log: issues)
    let parent = ShopFlow()
    tree.launch(parent)
    let child = CartFlow()
    parent.attach(child, presenting: TestView("cart"), on: navigation)
    parent.attach(child, presenting: TestView("again"), on: navigation)
    #expect(issues.issues == [.attachedTwice(flow: "CartFlow", parent: "ShopFlow")])

    let idle = CheckoutFlow()
    idle.attach(PaymentFlow(), presenting: TestView("payment"), on: navigation)
    idle.detachAllChildren()
    #expect(navigation.entries == ["show cart as push"])
    tree.shutdown()
  }

  @Test("the debug tree names the view a flow shows")
  func debugTreeShowsTheView() {
    let navigation = RecordingNavigation()
    let tree = FlowTree.quiet()
    let parent = ShopFlow()
    tree.launch(parent)
    parent.attach(Flow(context: PlainContext()), presenting: TestView("cart"), on: navigation)
    #expect(
      tree.debugTree()
        == "ShopFlow [started]\n  Flow(PlainContext) [started] context: PlainContext, view: TestView\n"
    )
    tree.shutdown()
  }

  @Test("the leak check covers a dismissed view: released, it passes")
  func dismissedViewIsReleased() async {
    let navigation = RecordingNavigation()
    weak var released: TestView?
    await expectNoLeaks { tree in
      let parent = ShopFlow()
      tree.launch(parent)
      let view = TestView("cart")
      released = view
      let child = CartFlow(context: PlainContext())
      parent.attach(child, presenting: view, on: navigation)
      parent.detach(child)
    }
    #expect(released == nil)
  }

  @Test("the leak check covers a dismissed view: kept by the navigation, it is reported")
  func keptViewIsALeak() async {
    let navigation = HoardingNavigation()
    let tracker = LeakTracker(gracePeriod: .milliseconds(10), onLeak: { _ in })
    let tree = FlowTree(leakTracker: tracker)
    let parent = ShopFlow()
    tree.launch(parent)
    do {
      let child = CartFlow(context: PlainContext())
      parent.attach(child, presenting: TestView("cart"), on: navigation)
      parent.detach(child)
    }
    let reports = await tracker.finishPendingChecks(within: .milliseconds(10))
    #expect(reports.map(\.flow) == ["CartFlow"])
    #expect(reports.first?.leakedTypes == ["TestView"], "the flow and its context went away")
    tree.shutdown()
  }
}
