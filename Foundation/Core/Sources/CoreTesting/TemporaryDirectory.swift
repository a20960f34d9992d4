import Foundation

/// A fresh directory under the system's temporary directory, removed when released: a place for
/// tests that use real files, such as a `FileStorage`.
///
/// ```swift
/// let directory = try TemporaryDirectory()
/// let storage = FileStorage(directory: directory.url)
/// ```
public final class TemporaryDirectory: Sendable {
  /// The directory; it exists until this object is released.
  public let url: URL

  /// Creates the directory.
  /// - Parameter prefix: Starts the directory's name, to tell which tests left it if a crash
  ///   keeps it.
  /// - Throws: The file system's error if the directory cannot be created.
  public init(prefix: String = "tests") throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
