import Architecture
import ArchitectureTesting
import Testing

// The examples of contexts, flows, channels, state, leak checks and the flow tree.

// BaseContext, CancellableBag: a counter that counts the taps sent while it is active.
final class CounterContext: BaseContext {
  let count = StateContainer(0)
  private let taps: Channel<Int>
  init(taps: Channel<Int>) {
    self.taps = taps
  }
  override func didActivate() {
    taps.subscribeOnMainActor(self) { context, step in
      context.count.update { $0 += step }
    }
    .store(in: cancellables)
  }
}

// Flow: a flow that routes, attaching a greeting for each name.
final class WelcomeFlow: Flow {
  private let greeting: GreetingBuilder
  init(context: CounterContext, greeting: GreetingBuilder) {
    self.greeting = greeting
    super.init(context: context)
  }
  func greet(_ name: String) {
    attach(greeting.build(name) {})
  }
}

/// Records the misuse and the leaks a tree reports.
@MainActor
final class ReportLog {
  private(set) var leaks: [LeakReport] = []
  private(set) var issues: [FlowIssue] = []
  func leak(_ report: LeakReport) { leaks.append(report) }
  func issue(_ issue: FlowIssue) { issues.append(issue) }
}

@Suite("The examples of contexts, flows, channels, state and leak checks")
@MainActor
struct FlowExamples {
  @Test("a context counts while it is active, and only then")
  func contexts() {
    let taps = Channel<Int>()
    let flow = Flow(context: CounterContext(taps: taps))
    flow.start()  // activates the context: it subscribes
    taps.send(2)
    #expect((flow.context as? CounterContext)?.count.value == 2)
    flow.end()  // deactivates it: the subscription ends
    #expect(taps.subscriberCount == 0)
    taps.send(1)
    #expect((flow.context as? CounterContext)?.count.value == 2)
    #expect(flow.debugName == "Flow(CounterContext)")
  }

  @Test("a flow that routes attaches its child, which is named after the child's context")
  func routingFlow() {
    let flow = WelcomeFlow(
      context: CounterContext(taps: Channel()), greeting: GreetingBuilder(greeting: "Hello"))
    let tree = FlowTree.quiet()
    tree.launch(flow)
    flow.greet("Ada")
    #expect(tree.snapshot()?.children.map(\.name) == ["Flow(GreetingContext)"])
    #expect(flow.debugName == "WelcomeFlow")
    tree.shutdown()
  }

  @Test("a channel delivers every event to every subscriber")
  func channels() async {
    let counts = Recorder<Int>()
    let taps = Channel<Int>()
    taps.subscribe(counts) { counts, step in counts.record(step) }
    taps.send(2)
    #expect(counts.values == [2])

    let iterating = Task {
      for await step in taps.events() {
        counts.record(step)
      }
    }
    await waitUntil("the loop subscribed") { taps.subscriberCount == 2 }
    taps.send(3)
    #expect(await counts.waitForValues(count: 3) == [2, 3, 3])
    iterating.cancel()
    await iterating.value
  }

  @Test("a state container gives the current value first, then every change")
  func state() async {
    let counts = Recorder<Int>()
    let itemCount = StateContainer(0)
    itemCount.subscribe(counts) { counts, count in counts.record(count) }  // now, then on change
    itemCount.update { $0 += 2 }
    #expect(counts.values == [0, 2])
    let observing = Task {
      for await count in itemCount.values() { counts.record(count) }  // the current value first
    }
    #expect(await counts.waitForValues(count: 3) == [0, 2, 2])
    observing.cancel()
    await observing.value

    let hits = Locked(0)
    hits.withLock { $0 += 1 }
    #expect(hits.withLock { $0 } == 1)
  }

  @Test("a tree launches, pictures and shuts down its flows, then finishes the leak checks")
  func tree() async {
    let taps = Channel<Int>()
    let tree = FlowTree(leakTracker: LeakTracker(gracePeriod: .seconds(1)))
    tree.launch(Flow(context: CounterContext(taps: taps)))
    let picture = tree.debugTree()  // an app's `debug tree` command
    #expect(picture == "Flow(CounterContext) [started] context: CounterContext\n")
    tree.shutdown()
    let leaks = await tree.leakTracker?.finishPendingChecks()  // before the process exits
    #expect(leaks == [])
  }

  @Test("misuse and leaks are reported where the caller says")
  func reporting() async {
    let log = ReportLog()
    let flow = Flow(context: CyclicContext())
    let reporting = FlowTree(leakTracker: LeakTracker(onLeak: log.leak), onIssue: log.issue)
    reporting.adopt(flow)  // its misuse and what it detaches are reported there
    flow.end()
    #expect(log.issues == [.endedBeforeStart(flow: "Flow(CyclicContext)")])

    let tracker = LeakTracker(gracePeriod: .milliseconds(10), onLeak: { _ in })
    let tree = FlowTree(leakTracker: tracker)
    do {
      let context = CyclicContext()
      let leaking = Flow(context: context)
      context.flow = leaking
      tree.launch(leaking)
      tree.shutdown()
    }
    let leaks = await tracker.waitForChecks()
    #expect(leaks.map(\.flow) == ["Flow(CyclicContext)"])
  }
}
