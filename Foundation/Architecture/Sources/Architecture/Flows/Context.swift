/// The business logic of one flow: it handles events and reports to its listener.
///
/// A flow activates its context when it starts and deactivates it when it ends. Subclass
/// ``BaseContext`` to have subscriptions and tasks cancelled on deactivation. Contexts are
/// main-actor isolated, like the flow tree they belong to. A flow with nothing of its own to do
/// has no context. A plain flow is named after its context, `Flow(CounterContext)` here, in the
/// debug tree and in leak reports.
///
/// ```swift
/// let flow = Flow(context: CounterContext(taps: taps))
/// flow.start()  // activates the context: it subscribes
/// flow.end()  // deactivates it: the subscription ends
/// ```
@MainActor
public protocol Context: AnyObject {
  /// Called when the flow starts, before its workers start. It may end its own flow (a step with
  /// nothing to do); the flow then ends when this returns, without starting its workers.
  func activate()
  /// Called once when the flow ends, after its children ended and its workers stopped; never
  /// while ``activate()`` is running.
  func deactivate()
}
