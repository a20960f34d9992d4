import Architecture

/// Builds, attaches and starts 1,000 flows under one root, then detaches and ends them.
@MainActor
struct FlowBenchmark {
  let count = 1_000

  func run() {
    let builder = AnyBuilder<Int, Void, Flow> { _, _ in
      Flow(context: BenchContext(), workers: [BenchWorker()])
    }
    var attachTimes: [Duration] = []
    var detachTimes: [Duration] = []
    let clock = ContinuousClock()
    for _ in 0..<Measurement.rounds {
      let tree = FlowTree(leakTracker: LeakTracker(gracePeriod: .seconds(60), onLeak: { _ in }))
      let root = Flow(context: BenchContext())
      tree.launch(root)
      attachTimes.append(
        clock.measure {
          for index in 0..<count { root.attach(builder.build(index, listener: ())) }
        })
      detachTimes.append(clock.measure { root.detachAllChildren() })
      tree.shutdown()
    }
    print(
      "flows: build + attach + start of \(count): \(Measurement.milliseconds(attachTimes.min()!))"
        + " (goal: under 2 ms)")
    print(
      "flows: detach + end of \(count) (with leak checks scheduled): "
        + Measurement.milliseconds(detachTimes.min()!))
  }
}

@MainActor
private final class BenchContext: Context {
  var isActive = false
  func activate() { isActive = true }
  func deactivate() { isActive = false }
}

@MainActor
private final class BenchWorker: Worker {
  var isRunning = false
  func start() { isRunning = true }
  func stop() { isRunning = false }
}
