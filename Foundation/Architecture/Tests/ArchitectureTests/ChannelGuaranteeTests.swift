import Architecture
import ArchitectureTesting
import Foundation
import Testing

/// The ordering and cancellation guarantees channels give across isolations.
@MainActor
struct ChannelGuaranteeTests {
  @Test(
    "a main-actor subscriber gets events in the order they were sent, from any isolation",
    .timeLimit(.minutes(1)))
  func mainActorOrderAcrossIsolations() async {
    for _ in 0..<300 {
      let channel = Channel<Int>()
      let badge = MainActorLog()
      channel.subscribeOnMainActor(badge) { badge, value in badge.seen.append(value) }
      await Task.detached { channel.send(1) }.value
      channel.send(2)
      await yieldUntil { badge.seen.count == 2 }
      #expect(badge.seen == [1, 2])
      if badge.seen != [1, 2] { return }
    }
  }

  @Test("no main-actor handler runs after cancel() returned", .timeLimit(.minutes(1)))
  func noMainActorHandlerAfterCancel() async {
    for _ in 0..<100 {
      let channel = Channel<Int>()
      let badge = MainActorLog()
      let subscription = channel.subscribeOnMainActor(badge) { badge, value in
        badge.seen.append(value)
        if badge.isCancelled { badge.lateCalls += 1 }
      }
      await Task.detached { channel.send(1) }.value
      subscription.cancel()
      badge.isCancelled = true
      await pause()
      #expect(badge.lateCalls == 0, "a handler ran after cancel() returned")
    }
  }

  @Test(
    "cancel() from another thread waits for a running handler, and none starts after it",
    .timeLimit(.minutes(1)))
  func cancelWaitsForARunningHandler() async {
    let channel = Channel<Int>()
    let probe = HandlerProbe()
    let subscription = channel.subscribe(probe) { probe, value in
      probe.enter(value)
      Thread.sleep(forTimeInterval: 0.05)
      probe.leave()
    }
    let sender = Task.detached { channel.send(1) }
    await yieldUntil { probe.entered == 1 }
    await Task.detached { subscription.cancel() }.value
    #expect(probe.running == 0, "cancel() returned while the handler was still running")
    channel.send(2)
    await sender.value
    #expect(probe.values == [1])
  }

  @Test("a handler may cancel its own subscription")
  func handlerCancelsItself() {
    let channel = Channel<Int>()
    let probe = HandlerProbe()
    let holder = SubscriptionHolder()
    holder.subscription = channel.subscribe(probe) { probe, value in
      probe.enter(value)
      holder.subscription?.cancel()
      probe.leave()
    }
    channel.send(1)
    channel.send(2)
    #expect(probe.values == [1])
  }

  @Test("concurrent updates lose nothing")
  func concurrentUpdatesLoseNothing() async {
    let total = StateContainer(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask { for _ in 0..<500 { total.update { $0 += 1 } } }
      }
    }
    #expect(total.value == 2_000)
  }
}

/// Guarantees checked on threads of their own, off the main actor: a deadlock there must fail
/// the test without holding up the main actor's other tests.
struct LockGuaranteeTests {
  @Test("an owner whose deinit uses the channel may die while the subscribers are counted")
  func ownerDeinitDuringCount() async {
    let channel = Channel<Int>()
    // A deadlock never ends, so a generous limit costs nothing when the lock is right; the
    // counting loop yields between counts so that on a busy machine it cannot starve the thread
    // that drops the owners.
    let finished = await finishes(within: .seconds(60)) {
      let dropping = Thread.detached {
        for _ in 0..<20 {
          var owners = (0..<100).map { _ in ChannelUsingOwner(channel: channel) }
          for owner in owners { channel.subscribe(owner) { _, _ in } }
          while !owners.isEmpty { owners.removeLast() }
        }
      }
      while !dropping.isFinished {
        _ = channel.subscriberCount
        sched_yield()
      }
    }
    #expect(finished, "counting subscribers deadlocked in an owner's deinit")
  }

  @Test("update may read the state inside its closure")
  func updateReadsTheState() async {
    let total = StateContainer(1)
    let finished = await finishes(within: .seconds(10)) {
      total.update { value in value = total.value + 41 }
    }
    #expect(finished, "update deadlocked when its closure read the state")
    if finished { #expect(total.value == 42) }
  }
}

@MainActor
final class MainActorLog {
  var seen: [Int] = []
  var isCancelled = false
  var lateCalls = 0
}

/// Records handler calls from any thread, and how many are running at once.
final class HandlerProbe: Sendable {
  private let state = Locked((values: [Int](), running: 0, entered: 0))
  var values: [Int] { state.withLock { $0.values } }
  var running: Int { state.withLock { $0.running } }
  var entered: Int { state.withLock { $0.entered } }
  func enter(_ value: Int) {
    state.withLock {
      $0.values.append(value)
      $0.running += 1
      $0.entered += 1
    }
  }
  func leave() { state.withLock { $0.running -= 1 } }
}

/// Lets a handler reach its own subscription.
final class SubscriptionHolder: @unchecked Sendable {
  var subscription: Subscription?
}

/// A subscriber whose deinit sends on the channel it listened to.
final class ChannelUsingOwner: Sendable {
  let channel: Channel<Int>
  init(channel: Channel<Int>) { self.channel = channel }
  deinit { channel.send(0) }
}

/// Runs `body` on a thread of its own and tells whether it returned in time; a deadlocked body is
/// left behind, so that the test fails instead of hanging. The caller waits without blocking a
/// thread.
func finishes(within limit: Duration, _ body: @escaping @Sendable () -> Void) async -> Bool {
  let done = FinishFlag()
  Thread.detachNewThread {
    body()
    done.finish()
  }
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: limit)
  while !done.isFinished, clock.now < deadline {
    try? await Task.sleep(for: .milliseconds(5))
  }
  return done.isFinished
}

extension Thread {
  /// Starts a thread running `body` and returns a handle that tells when it is done.
  static func detached(_ body: @escaping @Sendable () -> Void) -> FinishFlag {
    let flag = FinishFlag()
    Thread.detachNewThread {
      body()
      flag.finish()
    }
    return flag
  }
}

/// Set once by another thread when its work is done.
final class FinishFlag: Sendable {
  private let state = Locked(false)
  var isFinished: Bool { state.withLock { $0 } }
  func finish() { state.withLock { $0 = true } }
}
