import Architecture

/// Hands the reader thread's events to the main actor in batches: everything that arrived
/// while the main actor was busy is one batch, delivered with one call.
///
/// So a flood of input (a long paste into a terminal without bracketed paste, keys held
/// down) costs one frame per batch rather than one per key, and a Ctrl-C behind it is seen
/// as soon as the main actor is free, not after every key before it has been drawn.
final class EventQueue: Sendable {
  private struct State {
    var events: [TerminalEvent] = []
    var isDeliveryScheduled = false
    var isClosed = false
  }

  private let state = Locked(State())  // a pthread mutex, which the thread sanitizer sees
  private let deliver: @MainActor @Sendable ([TerminalEvent]) -> Void

  /// A queue.
  /// - Parameter deliver: Gets each batch on the main actor, in order, until ``close()``.
  init(delivering deliver: @escaping @MainActor @Sendable ([TerminalEvent]) -> Void) {
    self.deliver = deliver
  }

  /// Adds events, from any thread; the main actor gets them with whatever else has arrived
  /// by the time it runs.
  func append(_ events: [TerminalEvent]) {
    guard !events.isEmpty else { return }
    let isFirst = state.withLock { state in
      guard !state.isClosed else { return false }
      state.events += events
      defer { state.isDeliveryScheduled = true }
      return !state.isDeliveryScheduled
    }
    if isFirst { Task { @MainActor in self.deliverQueued() } }
  }

  /// Drops what is queued; nothing is delivered after this.
  func close() {
    state.withLock { state in
      state.isClosed = true
      state.events = []
    }
  }

  @MainActor
  private func deliverQueued() {
    let events = state.withLock { state in
      state.isDeliveryScheduled = false
      defer { state.events = [] }
      return state.events
    }
    if !events.isEmpty { deliver(events) }
  }
}
