/// A non-empty identifier: the first type of the CommandLineKit package; replace it with yours.
public struct CommandLineKitIdentifier: Hashable, Sendable, CustomStringConvertible {
  /// The identifier's text, never empty.
  public let rawValue: String

  /// Creates an identifier, or nil when `rawValue` is empty or only whitespace.
  public init?(_ rawValue: String) {
    guard !rawValue.allSatisfy(\.isWhitespace) else { return nil }
    self.rawValue = rawValue
  }

  /// The identifier's text.
  public var description: String { rawValue }
}
