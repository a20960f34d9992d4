import Foundation

/// Delivers values to receivers, in one order for every receiver, without holding its lock
/// while calling them.
///
/// A value published while another is being delivered is queued and delivered by the thread
/// already delivering, so receivers never see values out of order and a receiver may publish
/// again without deadlocking. Shared by ``Channel`` and ``StateContainer``, which cast the
/// values back to their own type.
///
/// No code of a receiver runs under the lock, not even a `deinit`: references that may be the
/// last ones (receivers, queued values, an old value) are carried out of the lock before they are
/// released, and receivers' weak owners are loaded only outside it.
final class Broadcaster: Sendable {
  /// Values travel as existentials: a non-generic class keeps the delivery path free of
  /// generic metadata lookups, which would otherwise dominate its cost across modules.
  typealias Value = any Sendable

  /// Delivers one value; returns `false` when the receiver is gone and should be removed. The
  /// flag tells whether the delivering code runs on the main actor.
  typealias Deliver = @Sendable (Value, _ onMainActor: Bool) -> Bool

  private struct Receiver: Sendable {
    let id: UInt64
    let isAlive: @Sendable () -> Bool
    let deliver: Deliver
  }

  private struct Delivery: Sendable {
    let value: Value
    let receivers: [Receiver]
  }

  /// References taken out of the storage, to be released after the lock is unlocked.
  private struct Released: Sendable {
    var value: Value?
    var receivers: [Receiver] = []
    var queue: [Delivery] = []
  }

  private struct Storage: Sendable {
    var current: Value?
    /// Counts changes of `current`, so an optimistic update can tell it was overtaken.
    var version: UInt64 = 0
    var receivers: [Receiver] = []
    var nextID: UInt64 = 0
    var queue: [Delivery] = []
    var queueHead = 0
    var isDelivering = false
  }

  private let storage: Locked<Storage>

  init(current: Value?) {
    storage = Locked(Storage(current: current))
  }

  var current: Value? { storage.withLock { $0.current } }

  /// Whether any receiver is registered, alive or not; cheap enough to skip making a value
  /// nobody would receive.
  var hasReceivers: Bool { storage.withLock { !$0.receivers.isEmpty } }

  /// The receivers whose owner is still alive. Owners are loaded outside the lock: the last
  /// release of a loaded owner runs its `deinit`, which may call back into this broadcaster.
  var receiverCount: Int {
    let receivers = storage.withLock { $0.receivers }
    return receivers.filter { $0.isAlive() }.count
  }

  /// Adds a receiver for `subscription`; with `replaysCurrent`, it first receives the current
  /// value, if any. Cancelling the subscription removes the receiver.
  func add(
    _ subscription: Subscription, replaysCurrent: Bool, isolation: (any Actor)?,
    isAlive: @escaping @Sendable () -> Bool, deliver: @escaping Deliver
  ) {
    let id = storage.withLock { storage in
      defer { storage.nextID += 1 }
      return storage.nextID
    }
    let receiver = Receiver(
      id: id, isAlive: { !subscription.isCancelled && isAlive() }, deliver: deliver)
    publish(isolation: isolation) { storage, _ in
      storage.receivers.append(receiver)
      guard replaysCurrent, let current = storage.current else { return nil }
      return Delivery(value: current, receivers: [receiver])
    }
    subscription.whenCancelled { [weak self] in self?.remove(id) }
  }

  func send(_ value: Value, isolation: (any Actor)?) {
    publish(isolation: isolation) { storage, released in
      if storage.current != nil {
        released.value = storage.current
        storage.current = value
        storage.version += 1
      }
      return Delivery(value: value, receivers: storage.receivers)
    }
  }

  /// Changes the current value without holding the lock while `body` runs, then publishes it,
  /// unless another change came first; then `body` runs again on the newer value.
  func update(_ body: (inout Value) -> Void, isolation: (any Actor)?) -> Value {
    while true {
      let (base, version) = storage.withLock { ($0.current, $0.version) }
      guard var value = base else { preconditionFailure("update needs a current value") }
      body(&value)
      var committed = false
      publish(isolation: isolation) { storage, released in
        guard storage.version == version else { return nil }
        committed = true
        released.value = storage.current
        storage.current = value
        storage.version += 1
        return Delivery(value: value, receivers: storage.receivers)
      }
      if committed { return value }
    }
  }

  private func remove(_ id: UInt64) {
    let removed = storage.withLock { storage in
      let removed = storage.receivers.filter { $0.id == id }
      storage.receivers.removeAll { $0.id == id }
      return removed
    }
    _ = removed  // Released here, outside the lock: a receiver's last release may call back.
  }

  /// Runs `change` under the lock, then delivers what it returns, or queues it when another
  /// thread is delivering.
  private func publish(
    isolation: (any Actor)?, _ change: (inout Storage, inout Released) -> Delivery?
  ) {
    // A synchronous, non-isolated sender that runs on the main thread is on the main actor's
    // executor too, so main-actor subscribers can be called at once rather than later.
    let onMainActor = isolation.map { $0 === MainActor.shared } ?? Thread.isMainThread
    let (first, firstReleased) = storage.withLock { storage -> (Delivery?, Released) in
      var released = Released()
      guard let delivery = change(&storage, &released), !delivery.receivers.isEmpty else {
        return (nil, released)
      }
      if storage.isDelivering {
        storage.queue.append(delivery)
        return (nil, released)
      }
      storage.isDelivering = true
      return (delivery, released)
    }
    _ = firstReleased
    var next = first
    while let delivery = next {
      var gone: [UInt64] = []
      for receiver in delivery.receivers where !receiver.deliver(delivery.value, onMainActor) {
        gone.append(receiver.id)
      }
      let (following, released) = storage.withLock { storage -> (Delivery?, Released) in
        var released = Released()
        if !gone.isEmpty {
          released.receivers = storage.receivers.filter { gone.contains($0.id) }
          storage.receivers.removeAll { gone.contains($0.id) }
        }
        if storage.queueHead < storage.queue.count {
          defer { storage.queueHead += 1 }
          return (storage.queue[storage.queueHead], released)
        }
        if !storage.queue.isEmpty {
          released.queue = storage.queue
          storage.queue = []
        }
        storage.queueHead = 0
        storage.isDelivering = false
        return (nil, released)
      }
      _ = released
      next = following
    }
  }
}
