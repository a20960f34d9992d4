/// Where a flow is in its life. A flow only moves forward: idle, started, ended.
public enum FlowState: String, Sendable, Equatable {
  /// Made but not started yet.
  case idle
  /// Its context is active and its workers run.
  case started
  /// Ended: children detached, workers stopped, context inactive. It cannot start again.
  case ended
}
