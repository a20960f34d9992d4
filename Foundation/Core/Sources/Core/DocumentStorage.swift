import Foundation

/// Keeps documents (raw bytes) under string keys.
///
/// Keys are plain names such as `"cart"` or `"orders"`: letters, digits, `.`, `_` and `-`.
/// Implementations must make each write atomic: a reader sees the old document or the new one,
/// never a mix.
public protocol DocumentStorage: Sendable {
  /// Returns the document stored under `key`, or `nil` if there is none.
  /// - Throws: ``StorageError`` if the key is invalid or the document cannot be read.
  func data(forKey key: String) throws -> Data?

  /// Replaces the document stored under `key`, atomically.
  /// - Throws: ``StorageError`` if the key is invalid or the document cannot be written.
  func write(_ data: Data, forKey key: String) throws

  /// Removes the document stored under `key`; does nothing if there is none.
  /// - Throws: ``StorageError`` if the key is invalid or the document cannot be removed.
  func removeData(forKey key: String) throws

  /// Runs `body` while holding exclusive access to `key`, so that a read-modify-write cannot
  /// interleave with another one on the same key, in this process or, for file storage, in
  /// another process.
  /// - Throws: ``StorageError`` if the lock cannot be taken, or what `body` throws.
  func withExclusiveAccess<Result>(
    toKey key: String, _ body: () throws -> Result
  ) throws -> Result

  /// Takes exclusive access to `key` if nobody holds it, without waiting, and keeps it until
  /// the returned access is released, or the process ends.
  ///
  /// For work that spans several documents and cannot be one read-modify-write, such as placing
  /// an order: another holder of the key, in this process or another, is refused until then, so
  /// whoever holds it knows no other live process is in the middle of that work. A process that
  /// is killed lets go of its holds. Use a key for holds that is not also used with
  /// ``withExclusiveAccess(toKey:_:)``.
  /// - Returns: The access, or `nil` when someone else holds the key.
  /// - Throws: ``StorageError`` if the key is invalid or the lock cannot be taken.
  func holdExclusiveAccess(toKey key: String) throws -> ExclusiveAccess?

  /// How messages name the document under `key`, for example its file path.
  func location(ofKey key: String) -> String
}

extension DocumentStorage {
  /// Checks that `key` is a plain document name.
  /// - Throws: ``StorageError/invalidKey(_:)`` if it is empty, too long or has other characters.
  public static func validate(key: String) throws {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
    guard !key.isEmpty, key.count <= 100, key.first != ".", key.allSatisfy(allowed.contains)
    else { throw StorageError.invalidKey(key) }
  }
}
