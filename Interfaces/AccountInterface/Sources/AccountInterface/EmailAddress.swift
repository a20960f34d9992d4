/// A syntactically valid email address, stored in lower case.
public struct EmailAddress: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The address, for example `"ada@example.com"`.
  public let value: String

  /// Validates `text` as an email address: one `@`, a non-empty local part of allowed characters,
  /// and a domain of at least two dot-separated labels.
  /// - Throws: ``AccountError/malformedEmail(_:reason:)`` saying what is wrong.
  public init(_ text: String) throws(AccountError) {
    let trimmed = String(
      text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
    )
    .lowercased()
    func fail(_ reason: String) -> AccountError { .malformedEmail(text, reason: reason) }
    let parts = trimmed.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2 else { throw fail("it needs exactly one '@'") }
    let (local, domain) = (parts[0], parts[1])
    guard !local.isEmpty, local.count <= 64 else {
      throw fail("the part before '@' is empty or too long")
    }
    let localCharacters = Set("abcdefghijklmnopqrstuvwxyz0123456789.!#$%&'*+/=?^_`{|}~-")
    guard local.allSatisfy(localCharacters.contains), local.first != ".", local.last != ".",
      !local.contains("..")
    else { throw fail("the part before '@' has characters an address cannot use") }
    let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2 else { throw fail("the domain needs a dot, as in example.com") }
    let labelCharacters = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
    for label in labels {
      guard !label.isEmpty, label.count <= 63, label.allSatisfy(labelCharacters.contains),
        label.first != "-", label.last != "-"
      else { throw fail("the domain '\(domain)' is not a valid host name") }
    }
    value = trimmed
  }

  /// The part after the `@`.
  public var domain: String { String(value.split(separator: "@")[1]) }

  /// The address.
  public var description: String { value }

  /// Decodes and re-validates an address.
  public init(from decoder: any Decoder) throws {
    try self.init(try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the address as a plain string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }
}
