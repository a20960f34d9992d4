/// A product's stable stock-keeping unit, such as `"MUG-001"`. It never changes once published.
public struct SKU: Hashable, Comparable, Codable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The code, upper-case letters, digits and dashes.
  public let code: String

  /// Creates a SKU from its code; the code is upper-cased so look-ups ignore case.
  public init(_ code: String) {
    self.code = code.uppercased()
  }

  /// Creates a SKU from a literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Decodes a SKU from a plain string.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the SKU as a plain string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(code)
  }

  /// The code.
  public var description: String { code }

  /// Orders SKUs by code.
  public static func < (lhs: SKU, rhs: SKU) -> Bool { lhs.code < rhs.code }
}
