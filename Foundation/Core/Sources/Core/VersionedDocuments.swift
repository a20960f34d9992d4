import Foundation

/// The envelope every typed document is stored in: the schema version beside the content.
struct VersionedDocument<Content: Codable>: Codable {
  var schemaVersion: Int
  var document: Content
}

/// Only the version of an envelope, decoded first so that a newer schema gets a clear error.
private struct SchemaVersionProbe: Decodable {
  var schemaVersion: Int
}

extension DocumentStorage {
  /// Reads and decodes the JSON document under `key`, or returns `nil` if there is none.
  /// - Parameters:
  ///   - type: The document's type.
  ///   - key: The document's name.
  ///   - schemaVersion: The schema version this program reads.
  /// - Throws: ``StorageError/corrupt(location:reason:)`` for an empty, truncated or invalid
  ///   document, ``StorageError/unsupportedSchema(location:found:supported:)`` for another version.
  public func load<Content: Codable>(
    _ type: Content.Type, forKey key: String, schemaVersion: Int
  ) throws -> Content? {
    guard let data = try data(forKey: key) else { return nil }
    let location = location(ofKey: key)
    guard !data.isEmpty else {
      throw StorageError.corrupt(location: location, reason: "the file is empty")
    }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let probe: SchemaVersionProbe
    do {
      probe = try decoder.decode(SchemaVersionProbe.self, from: data)
    } catch {
      throw StorageError.corrupt(location: location, reason: Self.explain(error, in: data))
    }
    guard probe.schemaVersion == schemaVersion else {
      throw StorageError.unsupportedSchema(
        location: location, found: probe.schemaVersion, supported: schemaVersion)
    }
    do {
      return try decoder.decode(VersionedDocument<Content>.self, from: data).document
    } catch {
      throw StorageError.corrupt(location: location, reason: Self.explain(error, in: data))
    }
  }

  /// Encodes `value` as JSON with its schema version and writes it under `key`, atomically.
  /// - Throws: ``StorageError`` if the document cannot be written.
  public func save<Content: Codable>(
    _ value: Content, forKey key: String, schemaVersion: Int
  ) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    let envelope = VersionedDocument(schemaVersion: schemaVersion, document: value)
    try write(try encoder.encode(envelope), forKey: key)
  }

  /// Reads the document under `key` (or `initial` if there is none), lets `change` modify it and
  /// writes it back, all while holding exclusive access, so concurrent updates are never lost.
  /// - Returns: What `change` returns.
  /// - Throws: ``StorageError`` for an unreadable document, or what `change` throws; in both
  ///   cases the stored document is left as it was.
  @discardableResult
  public func update<Content: Codable, Result>(
    _ type: Content.Type, forKey key: String, schemaVersion: Int,
    initial: @autoclosure () -> Content,
    _ change: (inout Content) throws -> Result
  ) throws -> Result {
    try withExclusiveAccess(toKey: key) {
      var value = try load(type, forKey: key, schemaVersion: schemaVersion) ?? initial()
      let result = try change(&value)
      try save(value, forKey: key, schemaVersion: schemaVersion)
      return result
    }
  }

  private static func explain(_ error: any Error, in data: Data) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
      if let path = OversizedNumber.path(in: data) {
        "a number too large for a whole number at \(position(path))"
      } else {
        "not valid JSON (\(context.debugDescription))"
      }
    case DecodingError.dataCorrupted(let context):
      "\(context.debugDescription) at \(position(context.codingPath))"
    case DecodingError.keyNotFound(let key, let context):
      "missing field '\(key.stringValue)'"
        + (context.codingPath.count > 1 ? " in \(position(context.codingPath))" : "")
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      "unexpected value at \(position(context.codingPath))"
    default:
      "\(error)"
    }
  }

  /// Where in the document a value is, as `lines[1].quantity`: the envelope's `document` left
  /// out, array positions counted from 0.
  private static func position(_ path: [any CodingKey]) -> String {
    let inside = path.first?.stringValue == "document" ? Array(path.dropFirst()) : path
    guard !inside.isEmpty else { return "the top" }
    var text = ""
    for key in inside {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return "'\(text)'"
  }
}
