/// One `name=value` pair read from a flag source, not yet checked against the registry.
public struct FlagAssignment: Sendable, Hashable {
  /// The flag's name.
  public let name: String
  /// The value the source gives it.
  public let value: String

  /// Makes an assignment.
  /// - Parameters:
  ///   - name: The flag's name.
  ///   - value: The value the source gives it.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }

  /// Parses `name=value`, as written on the command line and in environment variables.
  /// - Parameters:
  ///   - entry: The text to parse.
  ///   - source: The source's name, for the error message.
  /// - Returns: The assignment, with spaces around the name and value removed.
  /// - Throws: ``FlagError/malformed(entry:source:reason:)`` when there is no `=` or no name.
  public static func parse(_ entry: String, source: String) throws(FlagError) -> FlagAssignment {
    guard let equals = entry.firstIndex(of: "=") else {
      throw .malformed(entry: entry, source: source, reason: "expected name=value")
    }
    let name = entry[..<equals].trimmingSpaces()
    let value = entry[entry.index(after: equals)...].trimmingSpaces()
    guard !name.isEmpty else {
      throw .malformed(entry: entry, source: source, reason: "the flag name is empty")
    }
    return FlagAssignment(name: name, value: value)
  }
}

extension Substring {
  fileprivate func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
