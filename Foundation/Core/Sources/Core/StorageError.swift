/// Why a document could not be read or written. Every case names the document.
public enum StorageError: Error, Equatable, CustomStringConvertible {
  /// The key is not a plain document name.
  case invalidKey(String)
  /// The document exists but could not be read (permissions, I/O error, a folder in its place).
  case unreadable(location: String, reason: String)
  /// The document was read but its content is damaged: empty, truncated, not the expected
  /// format, or a value out of its range.
  case corrupt(location: String, reason: String)
  /// The document was written by a schema version this program does not understand.
  case unsupportedSchema(location: String, found: Int, supported: Int)
  /// The document could not be written; the previous version is intact.
  case unwritable(location: String, reason: String)
  /// The folder that holds the documents cannot be used: it is a file, or cannot be created.
  case unusableDirectory(location: String, reason: String)

  /// A one-line explanation naming the document, what is wrong and what to do.
  public var description: String {
    switch self {
    case .invalidKey(let key):
      "invalid document name '\(key)': use letters, digits, '.', '_' and '-'"
    case .unreadable(let location, let reason):
      "cannot read \(location): \(reason)"
    case .corrupt(let location, let reason):
      "\(location) is corrupt: \(reason); the file was left untouched: repair it, or move it"
        + " away to start afresh"
    case .unsupportedSchema(let location, let found, let supported):
      "\(location) has schema version \(found), but this program reads version \(supported);"
        + " the file was left untouched"
    case .unwritable(let location, let reason):
      "cannot write \(location): \(reason); the previous version is intact"
    case .unusableDirectory(let location, let reason):
      "cannot keep documents in \(location): \(reason)"
    }
  }
}
