/// What a barrier's own flow decided about the activation it held back.
public enum BarrierResolution: String, Sendable, Equatable {
  /// The condition is now met: the pending step runs.
  case resume
  /// The condition is still not met: the pending step is cancelled.
  case cancel
}
