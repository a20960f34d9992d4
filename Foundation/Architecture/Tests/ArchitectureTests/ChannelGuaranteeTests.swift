import Architecture
import ArchitectureTesting
import CoreTesting
import Foundation
import Testing

/// The ordering and cancellation guarantees channels give across isolations.
@MainActor
struct ChannelGuaranteeTests {
  @Test(
    "a main-actor subscriber gets events in the order they were sent, from any isolation",
    .timeLimit(.minutes(1)))
  func mainActorOrderAcrossIsolations() async {
    await mainActorOrder(rounds: 20)
  }

  func mainActorOrder(rounds: Int) async {
    for _ in 0..<rounds {
      let channel = Channel<Int>()
      let log = MainActorLog()
      channel.subscribeOnMainActor(log) { log, value in log.seen.append(value) }
      await Task.detached { channel.send(1) }.value
      channel.send(2)
      await waitUntil { log.seen.count == 2 }
      #expect(log.seen == [1, 2])
      if log.seen != [1, 2] { return }
    }
  }

  @Test("no main-actor handler runs after cancel() returned", .timeLimit(.minutes(1)))
  func noMainActorHandlerAfterCancel() async {
    await noHandlerAfterCancel(rounds: 10)
  }

  func noHandlerAfterCancel(rounds: Int) async {
    for _ in 0..<rounds {
      let channel = Channel<Token>()
      let log = MainActorLog()
      let released = FinishFlag()
      let subscription = channel.subscribeOnMainActor(log) { log, token in
        log.seen.append(token.value)
        if log.isCancelled { log.lateCalls += 1 }
      }
      await Task.detached { channel.send(Token(1, whenReleased: released)) }.value
      subscription.cancel()
      log.isCancelled = true
      // The value waits in the subscriber's queue for the main actor; once the queue let it go,
      // its handler can no longer run.
      await waitUntil("the queued value was dropped") { released.isFinished }
      #expect(log.lateCalls == 0, "a handler ran after cancel() returned")
    }
  }

  @Test(
    "cancel() from another thread waits for a running handler, and none starts after it",
    .timeLimit(.minutes(1)))
  func cancelWaitsForARunningHandler() async {
    let channel = Channel<Int>()
    let probe = HandlerProbe()
    let order = Locked<[String]>([])
    let mayReturn = DispatchSemaphore(value: 0)
    let subscription = channel.subscribe(probe) { probe, value in
      probe.enter(value)
      mayReturn.wait()
      order.withLock { $0.append("handler returns") }
      probe.leave()
    }
    // Threads of their own: a handler that blocks must not take a thread of the shared pool.
    let sender = Thread.detached { channel.send(1) }
    await waitUntil("the handler runs") { probe.entered == 1 }
    let canceller = Thread.detached {
      order.withLock { $0.append("cancel called") }
      subscription.cancel()
      order.withLock { $0.append("cancel returned") }
    }
    await waitUntil("cancel() was called") { order.withLock { $0.contains("cancel called") } }
    mayReturn.signal()
    await waitUntil("cancel() returned") { canceller.isFinished }
    await waitUntil("send returned") { sender.isFinished }
    #expect(
      order.withLock { $0 } == ["cancel called", "handler returns", "cancel returned"],
      "cancel() returned while the handler was still running")
    channel.send(2)
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

/// The channel's races run many more times, in the slow tier.
@MainActor
@Suite(.slow)
struct ChannelGuaranteeSlowTests {
  @Test("main-actor order across isolations, 300 rounds", .timeLimit(.minutes(2)))
  func mainActorOrderAcrossIsolations() async {
    await ChannelGuaranteeTests().mainActorOrder(rounds: 300)
  }

  @Test("no main-actor handler after cancel() returned, 100 rounds", .timeLimit(.minutes(2)))
  func noMainActorHandlerAfterCancel() async {
    await ChannelGuaranteeTests().noHandlerAfterCancel(rounds: 100)
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
    let counting = Thread.detached {
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
    await waitUntil(
      "counting subscribers did not deadlock in an owner's deinit", within: .seconds(60)
    ) {
      counting.isFinished
    }
  }

  @Test("update may read the state inside its closure")
  func updateReadsTheState() async {
    let total = StateContainer(1)
    let updating = Thread.detached {
      total.update { value in value = total.value + 41 }
    }
    let finished = await waitUntil("update did not deadlock when its closure read the state") {
      updating.isFinished
    }
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

/// A value that says when the last reference to it goes.
final class Token: Sendable {
  let value: Int
  private let released: FinishFlag
  init(_ value: Int, whenReleased released: FinishFlag) {
    self.value = value
    self.released = released
  }
  deinit { released.finish() }
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

extension Thread {
  /// Starts a thread running `body` and returns a handle that tells when it is done. A test
  /// waits for the handle with `waitUntil`, so a deadlocked body fails the test instead of
  /// hanging it, and the waiting blocks no thread.
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
