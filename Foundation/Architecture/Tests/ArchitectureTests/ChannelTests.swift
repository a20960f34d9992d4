import Architecture
import ArchitectureTesting
import Testing

enum CartEvent: Sendable, Equatable {
  case added(String)
  case removed(String)
}

/// A subscriber object whose lifetime the tests control.
final class Subscriber: Sendable {
  let seen = Recorder<CartEvent>()
}

@MainActor
final class MainActorSubscriber {
  var seen: [CartEvent] = []
}

struct ChannelTests {
  @Test func everySubscriberReceivesEveryEventInOrder() {
    let channel = Channel<CartEvent>()
    let subscribers = (0..<3).map { _ in Subscriber() }
    for subscriber in subscribers {
      channel.subscribe(subscriber) { subscriber, event in subscriber.seen.record(event) }
    }
    channel.send(.added("tea"))
    channel.send(.added("milk"))
    channel.send(.removed("tea"))
    for subscriber in subscribers {
      #expect(subscriber.seen.values == [.added("tea"), .added("milk"), .removed("tea")])
    }
    #expect(channel.subscriberCount == 3)
  }

  @Test func notOnlyTheLastSubscriberReceives() async {
    let channel = Channel<Int>()
    let first = Recorder<Int>()
    let last = Recorder<Int>()
    first.record(from: channel)
    last.record(from: channel)
    var firstIterator = channel.events().makeAsyncIterator()
    var lastIterator = channel.events().makeAsyncIterator()
    channel.send(1)
    channel.send(2)
    #expect(first.values == [1, 2])
    #expect(last.values == [1, 2])
    #expect(await firstIterator.next() == 1)
    #expect(await lastIterator.next() == 1)
    #expect(await firstIterator.next() == 2)
    #expect(await lastIterator.next() == 2)
  }

  @Test func subscriptionEndsWhenCancelled() {
    let channel = Channel<CartEvent>()
    let subscriber = Subscriber()
    let subscription = channel.subscribe(subscriber) { subscriber, event in
      subscriber.seen.record(event)
    }
    channel.send(.added("tea"))
    subscription.cancel()
    channel.send(.added("milk"))
    #expect(subscriber.seen.values == [.added("tea")])
    #expect(subscription.isCancelled)
    #expect(channel.subscriberCount == 0)
  }

  @Test func subscriptionEndsWhenItsOwnerIsDeallocated() {
    let channel = Channel<CartEvent>()
    let seen = Recorder<CartEvent>()
    var subscriber: Subscriber? = Subscriber()
    channel.subscribe(subscriber!) { _, event in seen.record(event) }
    channel.send(.added("tea"))
    weak let weakSubscriber = subscriber
    subscriber = nil
    #expect(weakSubscriber == nil, "the channel must not keep its subscriber alive")
    #expect(channel.subscriberCount == 0)
    channel.send(.added("milk"))
    #expect(seen.values == [.added("tea")])
  }

  @Test func channelAndSubscriberDoNotRetainEachOther() {
    weak var weakChannel: Channel<CartEvent>?
    weak var weakSubscriber: Subscriber?
    var subscription: Subscription?
    do {
      let channel = Channel<CartEvent>()
      let subscriber = Subscriber()
      subscription = channel.subscribe(subscriber) { subscriber, event in
        subscriber.seen.record(event)
      }
      weakChannel = channel
      weakSubscriber = subscriber
    }
    #expect(weakChannel == nil)
    #expect(weakSubscriber == nil)
    subscription?.cancel()
  }

  @Test func asyncIterationReceivesEventsAndEndsItsSubscription() async {
    let channel = Channel<Int>()
    let received = Recorder<Int>()
    let reader = Task {
      for await value in channel.events() {
        received.record(value)
        if value == 3 { break }
      }
    }
    await waitUntil { channel.subscriberCount > 0 }
    for value in 1...4 { channel.send(value) }
    await reader.value
    #expect(received.values == [1, 2, 3])
    #expect(channel.subscriberCount == 0)
  }

  @Test func cancellingTheIteratingTaskEndsTheSubscription() async {
    let channel = Channel<Int>()
    let reader = Task {
      var count = 0
      for await _ in channel.events() { count += 1 }
      return count
    }
    await waitUntil { channel.subscriberCount > 0 }
    channel.send(1)
    reader.cancel()
    _ = await reader.value
    #expect(channel.subscriberCount == 0)
  }

  @Test func aHandlerMaySendAgainWithoutDeadlockAndOrderIsKept() {
    let channel = Channel<Int>()
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    channel.subscribe(first) { recorder, value in
      recorder.record(value)
      if value == 1 { channel.send(2) }
    }
    second.record(from: channel)
    channel.send(1)
    #expect(first.values == [1, 2])
    #expect(second.values == [1, 2], "every subscriber sees 1 before 2")
  }

  @Test func concurrentSendersDeliverEveryEventOnceToEverySubscriber() async {
    let channel = Channel<Int>()
    let recorders = (0..<4).map { _ in Recorder<Int>() }
    for recorder in recorders { recorder.record(from: channel) }
    await withTaskGroup(of: Void.self) { group in
      for sender in 0..<4 {
        group.addTask {
          for index in 0..<250 { channel.send(sender * 1000 + index) }
        }
      }
    }
    let expected = (0..<4).flatMap { sender in (0..<250).map { sender * 1000 + $0 } }.sorted()
    for recorder in recorders {
      #expect(recorder.values.sorted() == expected)
      #expect(recorder.values == recorders[0].values, "one order for every subscriber")
    }
    for sender in 0..<4 {
      let fromSender = recorders[0].values.filter { $0 / 1000 == sender }
      #expect(fromSender == fromSender.sorted(), "each sender's events stay in order")
    }
  }

  @MainActor
  @Test func mainActorSubscribersReceiveOnTheMainActor() async {
    let channel = Channel<CartEvent>()
    let subscriber = MainActorSubscriber()
    channel.subscribeOnMainActor(subscriber) { subscriber, event in subscriber.seen.append(event) }
    channel.send(.added("tea"))
    #expect(subscriber.seen == [.added("tea")], "sent on the main actor: delivered at once")
    await Task.detached { channel.send(.removed("tea")) }.value
    await waitUntil { subscriber.seen.count == 2 }
    #expect(subscriber.seen == [.added("tea"), .removed("tea")])
  }
}
