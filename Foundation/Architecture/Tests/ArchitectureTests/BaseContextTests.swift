import Architecture
import ArchitectureTesting
import Testing

/// Counts the events of a channel while its flow runs, and ticks in a task of its own.
@MainActor
final class CountingContext: BaseContext {
  let events: Channel<Int>
  private(set) var count = 0
  private(set) var ticks = 0
  /// Whether the ticking task has returned.
  private(set) var tickingStopped = false
  private(set) var deactivationSawActive = false

  init(events: Channel<Int>) {
    self.events = events
  }

  override func didActivate() {
    events.subscribeOnMainActor(self) { context, value in context.count += value }
      .store(in: cancellables)
    cancellables.addTask { [weak self] in
      while !Task.isCancelled {
        self?.ticks += 1
        await Task.yield()
      }
      self?.tickingStopped = true
    }
  }

  override func willDeactivate() {
    deactivationSawActive = isActive
  }
}

@MainActor
struct BaseContextTests {
  @Test("what a context starts while active ends when it deactivates")
  func subscriptionsEndWithTheFlow() async {
    let events = Channel<Int>()
    let context = CountingContext(events: events)
    let flow = CartFlow(context: context)
    flow.start()
    events.send(2)
    events.send(3)
    #expect(context.count == 5)
    #expect(context.isActive)
    #expect(context.cancellables.count == 2)
    await waitUntil("the task ticked") { context.ticks > 0 }
    flow.end()
    let ticks = context.ticks
    events.send(10)
    #expect(context.count == 5, "no event after deactivation: sent here, it would be handled now")
    await waitUntil("the ticking task saw its cancellation") { context.tickingStopped }
    #expect(context.ticks == ticks, "the task was cancelled")
    #expect(events.subscriberCount == 0)
    #expect(context.cancellables.count == 0)
    #expect(context.deactivationSawActive)
    #expect(!context.isActive)
  }
}
