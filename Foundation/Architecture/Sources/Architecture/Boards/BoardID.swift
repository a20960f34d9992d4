/// Names a board and the types it speaks: what activates it, what it sends out, and the
/// commands it takes while active (`Never` for none).
///
/// Declare identifiers in the feature's interface package, so any feature or app can activate
/// the board without depending on its implementation, and the compiler checks every use:
/// ```swift
/// extension BoardID where Input == [String], Output == String, Command == Never {
///   static var notes: Self { BoardID("notes") }
/// }
/// let activation = motherboard.io(.notes).activate(["milk"])  // the input must be a [String]
/// ```
public struct BoardID<Input, Output, Command>: Hashable, Sendable, CustomStringConvertible {
  /// The board's name, unique in an app.
  public let name: String

  /// Makes an identifier.
  /// - Parameter name: The board's name, unique in an app.
  public init(_ name: String) {
    self.name = name
  }

  /// The name.
  public var description: String { name }

  /// The types as text, for messages: `(PaymentRequest) -> PaymentOutcome`.
  static var signature: String {
    let types = "(\(Input.self)) -> \(Output.self)"
    return Command.self == Never.self ? types : types + ", commands: \(Command.self)"
  }
}
