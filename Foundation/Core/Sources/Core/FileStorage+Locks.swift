import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileStorage {
  /// Runs `body` while holding an exclusive lock on `.<key>.lock` in the directory.
  public func withExclusiveAccess<Result>(
    toKey key: String, _ body: () throws -> Result
  ) throws -> Result {
    let descriptor = try openLock(forKey: key)
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { throw Self.posixError(lockPath(forKey: key)) }
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }

  /// Takes the lock on `.<key>.lock` if no process holds it, and keeps it until the access is
  /// released; the system lets go of it when the process ends, however it ends.
  public func holdExclusiveAccess(toKey key: String) throws -> ExclusiveAccess? {
    let descriptor = try openLock(forKey: key)
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      if errno == EINTR { continue }
      let code = errno
      close(descriptor)
      if code == EWOULDBLOCK { return nil }
      throw StorageError.unwritable(
        location: lockPath(forKey: key), reason: Self.reason(errno: code))
    }
    return ExclusiveAccess {
      flock(descriptor, LOCK_UN)
      close(descriptor)
    }
  }

  private func lockPath(forKey key: String) -> String {
    directory.appendingPathComponent(".\(key).lock").path
  }

  /// Opens the key's lock file, creating it (and the directory) if needed.
  private func openLock(forKey key: String) throws -> Int32 {
    try Self.validate(key: key)
    try createDirectory()
    let path = lockPath(forKey: key)
    let descriptor = open(path, O_RDWR | O_CREAT, 0o600)
    guard descriptor >= 0 else { throw Self.posixError(path) }
    return descriptor
  }
}
