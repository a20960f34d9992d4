/// A piece of business logic with its own lifetime inside a flow, for example a sync job.
///
/// A flow starts its workers in order after activating its context, and stops them in reverse
/// order before deactivating it. A worker type can be shared by several features.
@MainActor
public protocol Worker: AnyObject {
  /// Called when the flow starts, after its context is active.
  func start()
  /// Called when the flow ends, before its context is deactivated.
  func stop()
}
