/// Why the catalog could not be loaded. Each case names the file.
public enum CatalogLoadError: Error, Equatable, CustomStringConvertible {
  /// The catalog file does not exist.
  case missing(path: String)
  /// The catalog file exists but its content is not a valid catalog.
  case malformed(path: String, reason: String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .missing(let path): "catalog file not found: \(path)"
    case .malformed(let path, let reason): "catalog file \(path) is malformed: \(reason)"
    }
  }
}
