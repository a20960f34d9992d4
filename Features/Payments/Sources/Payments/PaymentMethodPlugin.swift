import Architecture

/// A payment method as a plugin of the kit: enabled in a state when the method says it is
/// available there, and making the method itself.
@MainActor
public struct PaymentMethodPlugin: Plugin {
  /// The method this plugin offers.
  public let method: any PaymentMethod

  /// Creates a plugin offering `method`.
  public init(_ method: any PaymentMethod) {
    self.method = method
  }

  /// Whether the method can be used by the customer and configuration in `state`.
  /// - Parameter state: The signed-in customer and the configuration.
  /// - Returns: `true` when `method.unavailability(in:)` is `nil`.
  public func isEnabled(_ state: PaymentState) -> Bool {
    method.unavailability(in: state) == nil
  }

  /// The method.
  /// - Returns: The method this plugin offers.
  public func make() -> any PaymentMethod { method }
}
