import Synchronization

/// Delivers values to receivers, in one order for every receiver, without holding its lock
/// while calling them.
///
/// A value published while another is being delivered is queued and delivered by the thread
/// already delivering, so receivers never see values out of order and a receiver may publish
/// again without deadlocking. Shared by ``Channel`` and ``StateContainer``.
final class Broadcaster<Value: Sendable>: Sendable {
  /// Delivers one value; returns `false` when the receiver is gone and should be removed.
  typealias Deliver = @Sendable (Value) -> Bool

  private struct Receiver: Sendable {
    let id: UInt64
    let subscription: Subscription
    let isAlive: @Sendable () -> Bool
    let deliver: Deliver
  }

  private struct Delivery: Sendable {
    let value: Value
    let receivers: [Receiver]
  }

  private struct Storage: Sendable {
    var current: Value?
    var receivers: [Receiver] = []
    var nextID: UInt64 = 0
    var queue: [Delivery] = []
    var queueHead = 0
    var isDelivering = false
  }

  private let storage: Mutex<Storage>

  init(current: Value?) {
    storage = Mutex(Storage(current: current))
  }

  var current: Value? { storage.withLock { $0.current } }

  var receiverCount: Int {
    storage.withLock { $0.receivers.filter { $0.isAlive() }.count }
  }

  /// Adds a receiver; with `replaysCurrent`, it first receives the current value, if any.
  func add(
    replaysCurrent: Bool, isAlive: @escaping @Sendable () -> Bool, deliver: @escaping Deliver
  ) -> Subscription {
    let id = storage.withLock { storage in
      defer { storage.nextID += 1 }
      return storage.nextID
    }
    let subscription = Subscription { [weak self] in self?.remove(id) }
    let receiver = Receiver(
      id: id, subscription: subscription,
      isAlive: { !subscription.isCancelled && isAlive() },
      deliver: { value in !subscription.isCancelled && deliver(value) })
    publish { storage in
      storage.receivers.append(receiver)
      guard replaysCurrent, let current = storage.current else { return nil }
      return Delivery(value: current, receivers: [receiver])
    }
    return subscription
  }

  func send(_ value: Value) {
    publish { storage in
      if storage.current != nil { storage.current = value }
      return Delivery(value: value, receivers: storage.receivers)
    }
  }

  func update(_ body: (inout Value) -> Void) -> Value {
    var result: Value?
    publish { storage in
      guard var value = storage.current else { return nil }
      body(&value)
      storage.current = value
      result = value
      return Delivery(value: value, receivers: storage.receivers)
    }
    return result!
  }

  private func remove(_ id: UInt64) {
    storage.withLock { $0.receivers.removeAll { $0.id == id } }
  }

  /// Runs `change` under the lock, then delivers what it returns, or queues it when another
  /// thread is delivering.
  private func publish(_ change: (inout Storage) -> Delivery?) {
    var next: Delivery? = storage.withLock { storage in
      guard let delivery = change(&storage), !delivery.receivers.isEmpty else { return nil }
      if storage.isDelivering {
        storage.queue.append(delivery)
        return nil
      }
      storage.isDelivering = true
      return delivery
    }
    while let delivery = next {
      var gone: [UInt64] = []
      for receiver in delivery.receivers where !receiver.deliver(delivery.value) {
        gone.append(receiver.id)
      }
      next = storage.withLock { storage in
        if !gone.isEmpty { storage.receivers.removeAll { gone.contains($0.id) } }
        if storage.queueHead < storage.queue.count {
          defer { storage.queueHead += 1 }
          return storage.queue[storage.queueHead]
        }
        storage.queue.removeAll(keepingCapacity: true)
        storage.queueHead = 0
        storage.isDelivering = false
        return nil
      }
    }
  }
}
