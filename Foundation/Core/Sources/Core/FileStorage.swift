import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Document storage in a directory: one `<key>.json` file per document.
///
/// Writes go to a temporary file in the same directory, are flushed to disk, then renamed over
/// the old file, so a crash leaves either the old or the new document. Exclusive access takes an
/// advisory lock on `.<key>.lock`, which serialises read-modify-write across processes.
public struct FileStorage: DocumentStorage {
  /// The directory that holds the documents. It is created on the first write.
  public let directory: URL

  /// Creates storage in `directory`.
  public init(directory: URL) {
    self.directory = directory
  }

  /// The file that holds the document under `key`.
  public func fileURL(forKey key: String) -> URL {
    directory.appendingPathComponent(key + ".json")
  }

  /// The path of the file that holds the document under `key`.
  public func location(ofKey key: String) -> String { fileURL(forKey: key).path }

  /// Reads the document file, or returns `nil` if it does not exist.
  public func data(forKey key: String) throws -> Data? {
    try Self.validate(key: key)
    let path = fileURL(forKey: key).path
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw StorageError.unreadable(location: path, reason: Self.reason(error))
    }
  }

  /// Writes the document atomically: temporary file, flush to disk, rename.
  public func write(_ data: Data, forKey key: String) throws {
    try Self.validate(key: key)
    let target = fileURL(forKey: key).path
    try createDirectory(for: target)
    let temporary = directory.appendingPathComponent(".\(key).json.\(UUID().uuidString).tmp").path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { throw Self.posixError(target) }
    var written = false
    defer { if !written { unlink(temporary) } }
    let ok = data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = Foundation.write(
          descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if count < 0 { return false }
        offset += count
      }
      return true
    }
    guard ok, fsync(descriptor) == 0 else {
      let error = Self.posixError(target)
      close(descriptor)
      throw error
    }
    close(descriptor)
    guard rename(temporary, target) == 0 else { throw Self.posixError(target) }
    written = true
    syncDirectory()
  }

  /// Removes the document file if it exists.
  public func removeData(forKey key: String) throws {
    try Self.validate(key: key)
    let path = fileURL(forKey: key).path
    guard unlink(path) == 0 || errno == ENOENT else { throw Self.posixError(path) }
  }

  /// Runs `body` while holding an exclusive lock on `.<key>.lock` in the directory.
  public func withExclusiveAccess<Result>(
    toKey key: String, _ body: () throws -> Result
  ) throws -> Result {
    try Self.validate(key: key)
    let lockPath = directory.appendingPathComponent(".\(key).lock").path
    try createDirectory(for: lockPath)
    let descriptor = open(lockPath, O_RDWR | O_CREAT, 0o644)
    guard descriptor >= 0 else { throw Self.posixError(lockPath) }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { throw Self.posixError(lockPath) }
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }

  private func createDirectory(for path: String) throws {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw StorageError.unwritable(location: path, reason: Self.reason(error))
    }
  }

  /// Flushes the directory entry so that the rename itself survives a power loss.
  private func syncDirectory() {
    let descriptor = open(directory.path, O_RDONLY)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }

  private static func posixError(_ path: String) -> StorageError {
    .unwritable(location: path, reason: String(cString: strerror(errno)))
  }

  private static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return nsError.localizedDescription
  }
}
