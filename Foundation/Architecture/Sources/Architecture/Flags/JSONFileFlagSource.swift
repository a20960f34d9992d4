import Foundation

/// Flags in a JSON file holding one object of string values: `{"search": "v2"}`.
public struct JSONFileFlagSource: FlagSource {
  /// The file's path.
  public let path: String
  /// Whether a missing file is an error rather than a file that sets no flag.
  public let isRequired: Bool

  /// Names the source in error messages.
  public var name: String { "file \(path)" }

  /// Reads flags from a file.
  /// - Parameters:
  ///   - path: The file's path.
  ///   - isRequired: Whether a missing file is an error; by default it sets no flag.
  public init(path: String, isRequired: Bool = false) {
    self.path = path
    self.isRequired = isRequired
  }

  /// Reads and parses the file; keys come out sorted by name.
  /// - Returns: The assignments.
  /// - Throws: ``FlagError/unreadable(source:reason:)`` for a missing required file or invalid
  ///   JSON, ``FlagError/malformed(entry:source:reason:)`` for a value that is not a string.
  public func assignments() throws(FlagError) -> [FlagAssignment] {
    guard FileManager.default.fileExists(atPath: path) else {
      if isRequired { throw .unreadable(source: name, reason: "the file does not exist") }
      return []
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unreadable(source: name, reason: "the file cannot be read")
    }
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw .unreadable(source: name, reason: "the file is not valid JSON")
    }
    guard let dictionary = object as? [String: Any] else {
      throw .unreadable(source: name, reason: "expected a JSON object of flag names to values")
    }
    var result: [FlagAssignment] = []
    for key in dictionary.keys.sorted() {
      guard let value = dictionary[key] as? String else {
        throw .malformed(entry: key, source: name, reason: "the value must be a string")
      }
      result.append(FlagAssignment(name: key, value: value))
    }
    return result
  }
}
