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
      throw StorageError.corrupt(location: location, reason: Self.explain(error))
    }
    guard probe.schemaVersion == schemaVersion else {
      throw StorageError.unsupportedSchema(
        location: location, found: probe.schemaVersion, supported: schemaVersion)
    }
    do {
      return try decoder.decode(VersionedDocument<Content>.self, from: data).document
    } catch {
      throw StorageError.corrupt(location: location, reason: Self.explain(error))
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

  private static func explain(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context):
      "not valid JSON (\(context.debugDescription))"
    case DecodingError.keyNotFound(let key, _):
      "missing field '\(key.stringValue)'"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      "unexpected value at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
    default:
      "\(error)"
    }
  }
}
