/// The business logic of one flow: it handles events and reports to its listener.
///
/// A flow activates its context when it starts and deactivates it when it ends. Contexts are
/// main-actor isolated, like the flow tree they belong to.
///
/// ```swift
/// final class CartContext: Context {
///   weak var listener: (any CartListener)?
///   func activate() { /* subscribe, load */ }
///   func deactivate() { /* cancel subscriptions */ }
/// }
/// ```
@MainActor
public protocol Context: AnyObject {
  /// Called when the flow starts, before its workers start.
  func activate()
  /// Called when the flow ends, after its children ended and its workers stopped.
  func deactivate()
}
