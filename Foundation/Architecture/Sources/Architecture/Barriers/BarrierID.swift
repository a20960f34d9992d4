/// Names a gateway barrier, so that one module can provide it and others require it.
///
/// Declare identifiers in the interface package of the feature that provides the barrier:
/// ```swift
/// extension BarrierID {
///   static let signedIn = BarrierID("signed-in")
/// }
/// ```
public struct BarrierID: Hashable, Sendable, CustomStringConvertible {
  /// The barrier's name, unique in an app.
  public let name: String

  /// Makes an identifier.
  /// - Parameter name: The barrier's name, unique in an app.
  public init(_ name: String) {
    self.name = name
  }

  /// The name.
  public var description: String { name }
}
