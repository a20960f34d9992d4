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
/// the old file, so a crash leaves either the old or the new document; the temporary files a
/// killed writer left are removed by the next write. Exclusive access takes an advisory lock on
/// `.<key>.lock`, which serialises read-modify-write across processes.
///
/// Documents are private to the user: the directory is created readable by its owner only
/// (0700) and new files likewise (0600), while a file that exists keeps the mode it has, so a
/// history the user made private stays private and one they shared stays shared.
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
    var info = stat()
    guard stat(path, &info) == 0 else {
      switch errno {
      case ENOENT: return nil
      case ENOTDIR: throw directoryError()
      default: throw StorageError.unreadable(location: path, reason: Self.reason(errno: errno))
      }
    }
    guard !Self.isDirectory(info) else {
      throw StorageError.unreadable(location: path, reason: Self.reason(errno: EISDIR))
    }
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
    try createDirectory()
    removeAbandonedTemporaryFiles()
    let temporary = directory.appendingPathComponent(Self.temporaryName(forKey: key)).path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard descriptor >= 0 else { throw Self.posixError(target) }
    var written = false
    defer { if !written { unlink(temporary) } }
    var existing = stat()
    if stat(target, &existing) == 0, !Self.isDirectory(existing) {
      fchmod(descriptor, existing.st_mode & 0o7777)
    }
    guard Self.writeAll(data, to: descriptor), fsync(descriptor) == 0 else {
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

  /// Creates the directory, readable by its owner only, unless it exists.
  /// - Throws: ``StorageError/unusableDirectory(location:reason:)`` when a file stands in its
  ///   place or it cannot be created.
  func createDirectory() throws {
    var info = stat()
    if stat(directory.path, &info) == 0 {
      guard Self.isDirectory(info) else { throw directoryError() }
      return
    }
    do {
      try FileManager.default.createDirectory(
        at: directory.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw directoryError(otherwise: Self.reason(error))
    }
    guard mkdir(directory.path, 0o700) == 0 || errno == EEXIST else {
      throw directoryError(otherwise: Self.reason(errno: errno))
    }
  }

  /// Why the directory cannot hold documents: a file stands in its place or in its path.
  private func directoryError(otherwise reason: String? = nil) -> StorageError {
    var info = stat()
    let problem =
      if stat(directory.path, &info) == 0, !Self.isDirectory(info) {
        "it is a file, not a folder; choose another folder"
      } else if errno == ENOTDIR {
        "a file stands in its path where a folder should be; choose another folder"
      } else {
        reason ?? Self.reason(errno: errno)
      }
    return .unusableDirectory(location: directory.path, reason: problem)
  }

  /// Flushes the directory entry so that the rename itself survives a power loss.
  private func syncDirectory() {
    let descriptor = open(directory.path, O_RDONLY)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }

  /// Writes every byte, going on after an interrupted call.
  private static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = Foundation.write(
          descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += count
      }
      return true
    }
  }

  static func isDirectory(_ info: stat) -> Bool {
    (info.st_mode & mode_t(S_IFMT)) == mode_t(S_IFDIR)
  }

  static func posixError(_ path: String) -> StorageError {
    .unwritable(location: path, reason: reason(errno: errno))
  }

  /// The system's explanation of `code`, or a plainer one where the system's would puzzle.
  static func reason(errno code: Int32) -> String {
    switch code {
    case EISDIR: "it is a folder where a file should be; move the folder away"
    case ENOSPC: "the disk is full (\(String(cString: strerror(code))))"
    case EFBIG: "the file would pass the size limit (\(String(cString: strerror(code))))"
    default: String(cString: strerror(code))
    }
  }

  static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return reason(errno: Int32(underlying.code))
    }
    if nsError.domain == NSPOSIXErrorDomain { return reason(errno: Int32(nsError.code)) }
    return nsError.localizedDescription
  }
}
