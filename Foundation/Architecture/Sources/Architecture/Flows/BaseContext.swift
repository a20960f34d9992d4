/// A context that owns what it starts while active: subscriptions and tasks kept in
/// ``cancellables`` are cancelled when it deactivates.
///
/// Override ``didActivate()`` to load state and subscribe, and ``willDeactivate()`` for what must
/// happen before the bag is emptied. From Nodes' `AbstractContext`, which is not abstract either.
///
/// ```swift
/// final class CounterContext: BaseContext {
///   let count = StateContainer(0)
///   private let taps: Channel<Int>
///   init(taps: Channel<Int>) {
///     self.taps = taps
///   }
///   override func didActivate() {
///     taps.subscribeOnMainActor(self) { context, step in
///       context.count.update { $0 += step }
///     }
///     .store(in: cancellables)
///   }
/// }
/// ```
@MainActor
open class BaseContext: Context {
  /// What this context started while active; cancelled on deactivation.
  public let cancellables = CancellableBag()
  /// Whether the context is between activation and deactivation.
  public private(set) var isActive = false

  /// Makes an inactive context.
  public init() {}

  /// Marks the context active, then calls ``didActivate()``.
  public final func activate() {
    isActive = true
    willCallDidActivate()
    didActivate()
  }

  /// Calls ``willDeactivate()``, cancels ``cancellables`` and marks the context inactive.
  public final func deactivate() {
    willDeactivate()
    cancellables.cancelAll()
    isActive = false
  }

  /// What the kit's own subclasses start before ``didActivate()``, so that an override that
  /// forgets to call `super` cannot skip it.
  func willCallDidActivate() {}

  /// Called when the flow starts; subscribe and load here.
  open func didActivate() {}

  /// Called when the flow ends, before ``cancellables`` are cancelled.
  open func willDeactivate() {}
}
