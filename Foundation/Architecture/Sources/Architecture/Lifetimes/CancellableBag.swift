/// Subscriptions and tasks that end together, when ``cancelAll()`` is called.
///
/// A context keeps what it starts on activation here, and the bag is emptied on deactivation, so
/// nothing a feature subscribed to outlives its flow.
///
/// ```swift
/// taps.subscribeOnMainActor(self) { context, step in
///   context.count.update { $0 += step }
/// }
/// .store(in: cancellables)
/// ```
@MainActor
public final class CancellableBag {
  private var items: [any Cancellable] = []

  /// Makes an empty bag.
  public init() {}

  /// How many subscriptions and tasks the bag holds.
  public var count: Int { items.count }

  /// Adds a subscription or a task.
  /// - Parameter item: What to cancel with the others.
  func insert(_ item: any Cancellable) {
    items.append(item)
  }

  /// Starts a task that ``cancelAll()`` cancels.
  /// - Parameter operation: The task's work, on the main actor.
  public func addTask(_ operation: @escaping @MainActor () async -> Void) {
    items.append(Task { @MainActor in await operation() })
  }

  /// Cancels everything in the bag, newest first, and empties it.
  public func cancelAll() {
    let cancelling = items
    items = []
    for item in cancelling.reversed() { item.cancel() }
  }
}
