/// A piece of business logic with its own lifetime inside a flow, for example a sync job.
///
/// A flow starts its workers in order after activating its context, and stops them in reverse
/// order before deactivating it. Each worker that was started is stopped exactly once; one that
/// was never started (its flow ended while its context activated) is never stopped. A worker
/// type can be shared by several features.
@MainActor
public protocol Worker: AnyObject {
  /// Called when the flow starts, after its context is active. An end asked for from here takes
  /// effect when this returns.
  func start()
  /// Called once when the flow ends, if ``start()`` was called, before its context is
  /// deactivated.
  func stop()
}
