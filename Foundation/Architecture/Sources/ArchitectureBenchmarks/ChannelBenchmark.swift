import Architecture
import Synchronization

/// Sends events synchronously to 1 and to 100 subscribers and counts deliveries per second.
struct ChannelBenchmark {
  func run() {
    report(subscribers: 1, events: 1_000_000)
    report(subscribers: 100, events: 20_000)
  }

  private func report(subscribers: Int, events: Int) {
    let channel = Channel<Int>()
    let counters = (0..<subscribers).map { _ in Counter() }
    for counter in counters {
      channel.subscribe(counter) { counter, value in counter.add(value) }
    }
    let duration = Measurement.best {
      for value in 0..<events { channel.send(value) }
    }
    let seconds =
      Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    let perSecond = Double(events * subscribers) / seconds
    let millions = Measurement.formatted(perSecond / 1e6, digits: 2)
    print(
      "channels: \(millions) million deliveries per second to \(subscribers) subscriber(s)"
        + " (goal: at least 1 million)")
    precondition(counters.allSatisfy { $0.total > 0 })
  }
}

private final class Counter: Sendable {
  private let sum = Atomic<Int>(0)
  var total: Int { sum.load(ordering: .relaxed) }
  func add(_ value: Int) { sum.add(value, ordering: .relaxed) }
}
