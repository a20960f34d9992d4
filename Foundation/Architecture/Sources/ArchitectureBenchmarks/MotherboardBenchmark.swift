import Architecture

/// Activates a board by identifier through a motherboard, with an open barrier on the path, and
/// counts activations per second.
@MainActor
struct MotherboardBenchmark {
  let activations = 100_000

  func run() {
    let tree = FlowTree(leakTracker: nil)
    let motherboard = Motherboard(name: "bench")
    let counter = Counter()
    motherboard.provide(.open, Barrier("open", isOpen: { true }, resolve: { _ in .resume }))
    motherboard.register(.count, requires: [.open]) { _ in CountingBoard(counter: counter) }
    tree.launch(motherboard)
    let io = motherboard.io(.count)
    let duration = Measurement.best {
      for value in 0..<activations { io.activate(value) }
    }
    let seconds =
      Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    let perSecond = Double(activations) / seconds
    let thousands = Measurement.formatted(perSecond / 1e3, digits: 0)
    print(
      "motherboard: \(thousands) thousand activations per second by identifier, through a barrier"
        + " (goal: at least 100 thousand)")
    precondition(counter.total == activations * Measurement.rounds)
    tree.shutdown()
  }
}

@MainActor
private final class Counter {
  var total = 0
}

@MainActor
private final class CountingBoard: Board {
  typealias Input = Int
  typealias Output = Never
  private let counter: Counter
  init(counter: Counter) { self.counter = counter }
  func activate(_ input: Int) { counter.total += 1 }
}

extension BoardID where Input == Int, Output == Never, Command == Never {
  fileprivate static var count: Self { BoardID("count") }
}

extension BarrierID {
  fileprivate static let open = BarrierID("open")
}
