/// Why feature flags could not be read. Each case names the source and the flag involved.
public enum FlagError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A source sets a flag that no definition declares.
  case unknownFlag(name: String, source: String, knownNames: [String])
  /// A source gives a flag a value outside its allowed values.
  case invalidValue(name: String, value: String, source: String, allowedValues: [String])
  /// An entry could not be parsed as a flag assignment.
  case malformed(entry: String, source: String, reason: String)
  /// The source itself could not be read, for example an unreadable file.
  case unreadable(source: String, reason: String)

  /// A sentence for the user, naming the source and the flag.
  public var description: String {
    switch self {
    case .unknownFlag(let name, let source, let knownNames):
      "Unknown flag '\(name)' in \(source). Known flags: \(knownNames.joined(separator: ", "))."
    case .invalidValue(let name, let value, let source, let allowedValues):
      "Invalid value '\(value)' for flag '\(name)' in \(source). Allowed values: "
        + "\(allowedValues.joined(separator: ", "))."
    case .malformed(let entry, let source, let reason):
      "Malformed flag '\(entry)' in \(source): \(reason)."
    case .unreadable(let source, let reason):
      "Cannot read flags from \(source): \(reason)."
    }
  }
}
