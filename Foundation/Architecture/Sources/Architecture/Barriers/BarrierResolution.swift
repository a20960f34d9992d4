/// What a barrier's resolution decided about the activations it held back.
public enum BarrierResolution: String, Sendable, Equatable {
  /// The condition is now met: the held activations go ahead.
  case resume
  /// The condition is still not met: the held activations are refused.
  case cancel
}
