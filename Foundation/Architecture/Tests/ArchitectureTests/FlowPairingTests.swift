import Architecture
import ArchitectureTesting
import Testing

/// A context that runs a script while it activates, and logs when its `activate` returns.
@MainActor
final class ScriptedContext: Context {
  let name: String
  private let log: LifecycleLog
  var whileActivating: () -> Void = {}

  init(_ name: String, log: LifecycleLog) {
    self.name = name
    self.log = log
  }

  func activate() {
    log.record("\(name).activate")
    whileActivating()
    log.record("\(name).activate returned")
  }

  func deactivate() { log.record("\(name).deactivate") }
}

/// A worker that runs a script while it starts or stops.
@MainActor
final class ScriptedWorker: Worker {
  let name: String
  private let log: LifecycleLog
  var whileStarting: () -> Void = {}
  var whileStopping: () -> Void = {}

  init(_ name: String, log: LifecycleLog) {
    self.name = name
    self.log = log
  }

  func start() {
    log.record("\(name).start")
    whileStarting()
  }

  func stop() {
    log.record("\(name).stop")
    whileStopping()
  }
}

/// The pairing rules of a flow's lifecycle: deactivate follows activate and never runs inside
/// it, each worker stops once and only if it started, the end mirrors the start.
@MainActor
struct FlowPairingTests {
  let log = LifecycleLog()

  @Test("a context that ends its flow while activating is deactivated once activate returned")
  func endWhileActivating() {
    let context = ScriptedContext("step", log: log)
    let step = Flow(context: context, workers: [SpyWorker("sync", log: log)])
    context.whileActivating = { [unowned step] in step.end() }
    step.start()
    #expect(log.entries == ["step.activate", "step.activate returned", "step.deactivate"])
    #expect(step.state == .ended)
  }

  @Test("a parent that detaches its child while the child activates ends it once activate returned")
  func detachWhileActivating() async {
    await expectNoLeaks { tree in
      let shop = Flow(context: SpyContext("shop", log: log))
      tree.launch(shop)
      let context = ScriptedContext("step", log: log)
      let step = Flow(context: context, workers: [SpyWorker("sync", log: log)])
      context.whileActivating = { [unowned shop, unowned step] in shop.detach(step) }
      log.clear()
      shop.attach(step)
      #expect(log.entries == ["step.activate", "step.activate returned", "step.deactivate"])
      #expect(step.state == .ended)
      #expect(step.parent == nil)
      #expect(shop.children.isEmpty)
      #expect(tree.issues.isEmpty)
    }
  }

  @Test("a parent ended while its child activates: the child's end waits for its activate")
  func parentEndsWhileChildActivates() {
    let tree = FlowTree.quiet()
    let shop = Flow(context: SpyContext("shop", log: log), workers: [SpyWorker("w", log: log)])
    tree.launch(shop)
    let context = ScriptedContext("step", log: log)
    let step = Flow(context: context)
    context.whileActivating = { tree.shutdown() }
    log.clear()
    shop.attach(step)
    #expect(
      log.entries == [
        "step.activate", "w.stop", "shop.deactivate", "step.activate returned", "step.deactivate",
      ])
    #expect([shop, step].allSatisfy { $0.state == .ended })
    #expect(tree.root == nil)
    #expect(tree.issues.isEmpty)
  }

  @Test("a root whose context shuts its tree down while activating ends once activate returned")
  func shutdownWhileTheRootActivates() async {
    await expectNoLeaks { tree in
      let context = ScriptedContext("shop", log: log)
      context.whileActivating = { [unowned tree] in tree.shutdown() }
      tree.launch(Flow(context: context, workers: [SpyWorker("w", log: log)]))
      #expect(log.entries == ["shop.activate", "shop.activate returned", "shop.deactivate"])
      #expect(tree.root == nil)
      #expect(tree.issues.isEmpty)
    }
  }

  @Test("a worker that ends its flow while starting is stopped; later workers never start")
  func endWhileAWorkerStarts() {
    let first = ScriptedWorker("first", log: log)
    let flow = Flow(
      context: SpyContext("cart", log: log), workers: [first, SpyWorker("second", log: log)])
    first.whileStarting = { [unowned flow] in flow.end() }
    flow.start()
    #expect(log.entries == ["cart.activate", "first.start", "first.stop", "cart.deactivate"])
  }

  @Test("each worker stops exactly once, even when stopping ends the flow again")
  func workersStopOnce() {
    let first = ScriptedWorker("first", log: log)
    let second = ScriptedWorker("second", log: log)
    let flow = Flow(context: SpyContext("cart", log: log), workers: [first, second])
    second.whileStopping = { [unowned flow] in flow.end() }
    first.whileStopping = { [unowned flow] in flow.end() }
    flow.start()
    flow.end()
    flow.end()
    #expect(
      log.entries == [
        "cart.activate", "first.start", "second.start", "second.stop", "first.stop",
        "cart.deactivate",
      ])
  }

  @Test("children attached while the context activates start after the workers, and end before")
  func childrenAttachedWhileActivating() {
    let context = ScriptedContext("shop", log: log)
    let shop = Flow(context: context, workers: [SpyWorker("w", log: log)])
    context.whileActivating = {
      shop.attach(Flow(context: SpyContext("catalog", log: log)))
      shop.attach(
        Flow(context: SpyContext("cart", log: log), workers: [SpyWorker("sync", log: log)]))
    }
    shop.start()
    #expect(
      log.entries == [
        "shop.activate", "shop.activate returned", "w.start", "catalog.activate",
        "cart.activate", "sync.start",
      ])
    log.clear()
    shop.end()
    #expect(
      log.entries == [
        "sync.stop", "cart.deactivate", "catalog.deactivate", "w.stop", "shop.deactivate",
      ])
  }

  @Test("a flow ended while its context activates never calls didStart")
  func noDidStartAfterAnEarlyEnd() {
    final class HookedFlow: Flow {
      let log: LifecycleLog
      init(context: ScriptedContext, log: LifecycleLog) {
        self.log = log
        super.init(context: context)
      }
      override func didStart() { log.record("didStart") }
      override func willEnd() { log.record("willEnd") }
    }
    let context = ScriptedContext("step", log: log)
    let step = HookedFlow(context: context, log: log)
    context.whileActivating = { [unowned step] in step.end() }
    step.start()
    #expect(
      log.entries == ["step.activate", "step.activate returned", "willEnd", "step.deactivate"])
  }
}
