import Architecture
import ArchitectureTesting
import Testing

struct Basket: Sendable, Equatable {
  var items: [String] = []
}

final class Summary: Sendable {
  let shown = Recorder<Basket>()
}

@MainActor
final class MainActorSummary {
  var counts: [Int] = []
}

struct StateContainerTests {
  @Test func observersGetTheCurrentValueFirstThenChanges() {
    let basket = StateContainer(Basket(items: ["tea"]))
    let summary = Summary()
    basket.subscribe(summary) { summary, value in summary.shown.record(value) }
    #expect(summary.shown.values == [Basket(items: ["tea"])])
    basket.update { $0.items.append("milk") }
    basket.set(Basket())
    #expect(
      summary.shown.values == [Basket(items: ["tea"]), Basket(items: ["tea", "milk"]), Basket()])
    #expect(basket.value == Basket())
  }

  @Test func lateObserversStartFromTheLatestValue() {
    let basket = StateContainer(Basket())
    basket.update { $0.items.append("tea") }
    let late = Recorder<Basket>()
    late.record(from: basket)
    #expect(late.values == [Basket(items: ["tea"])])
  }

  @Test func updateReturnsTheNewValue() {
    let count = StateContainer(1)
    #expect(count.update { $0 += 41 } == 42)
    #expect(count.value == 42)
  }

  @Test func observationEndsOnCancelAndOnOwnerDeallocation() {
    let count = StateContainer(0)
    let kept = Recorder<Int>()
    let subscription = kept.record(from: count)
    var dropped: Recorder<Int>? = Recorder<Int>()
    dropped!.record(from: count)
    #expect(count.observerCount == 2)
    dropped = nil
    subscription.cancel()
    count.set(1)
    #expect(kept.values == [0])
    #expect(count.observerCount == 0)
  }

  @Test func asyncSequenceStartsWithTheCurrentValue() async {
    let count = StateContainer(7)
    var iterator = count.values().makeAsyncIterator()
    count.set(8)
    count.update { $0 += 1 }
    #expect(await iterator.next() == 7)
    #expect(await iterator.next() == 8)
    #expect(await iterator.next() == 9)
  }

  @Test func observersMayUpdateTheContainerWithoutDeadlock() {
    let count = StateContainer(0)
    let seen = Recorder<Int>()
    count.subscribe(seen) { seen, value in
      seen.record(value)
      if value < 3 { count.update { $0 += 1 } }
    }
    #expect(seen.values == [0, 1, 2, 3])
    #expect(count.value == 3)
  }

  @Test func concurrentUpdatesAreAtomic() async {
    let count = StateContainer(0)
    let seen = Recorder<Int>()
    seen.record(from: count)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask { for _ in 0..<250 { count.update { $0 += 1 } } }
      }
    }
    #expect(count.value == 1000)
    #expect(seen.values == Array(0...1000), "observers see every value, in order")
  }

  @MainActor
  @Test func mainActorObserversGetCurrentValueAtOnce() {
    let count = StateContainer(3)
    let summary = MainActorSummary()
    count.subscribeOnMainActor(summary) { summary, value in summary.counts.append(value) }
    count.set(4)
    #expect(summary.counts == [3, 4])
  }
}
