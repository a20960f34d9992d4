import Core
import Foundation
import Synchronization

/// Document storage held in memory, for tests and examples. Safe to share across threads.
public final class InMemoryStorage: DocumentStorage {
  private let documents: Mutex<[String: Data]>
  private let gate = NSRecursiveLock()
  private let held = Mutex<Set<String>>([])

  /// Creates storage holding `documents`, keyed by document name.
  public init(documents: [String: Data] = [:]) {
    self.documents = Mutex(documents)
  }

  /// Every stored document, by key.
  public var snapshot: [String: Data] { documents.withLock { $0 } }

  /// Returns the document under `key`, or `nil`.
  public func data(forKey key: String) throws -> Data? {
    try Self.validate(key: key)
    return documents.withLock { $0[key] }
  }

  /// Stores `data` under `key`.
  public func write(_ data: Data, forKey key: String) throws {
    try Self.validate(key: key)
    documents.withLock { $0[key] = data }
  }

  /// Removes the document under `key`.
  public func removeData(forKey key: String) throws {
    try Self.validate(key: key)
    _ = documents.withLock { $0.removeValue(forKey: key) }
  }

  /// Runs `body` while no other exclusive access to this storage runs.
  public func withExclusiveAccess<Result>(
    toKey key: String, _ body: () throws -> Result
  ) throws -> Result {
    try Self.validate(key: key)
    gate.lock()
    defer { gate.unlock() }
    return try body()
  }

  /// Holds `key` until the access is released, unless it is held already.
  public func holdExclusiveAccess(toKey key: String) throws -> ExclusiveAccess? {
    try Self.validate(key: key)
    guard held.withLock({ $0.insert(key).inserted }) else { return nil }
    return ExclusiveAccess { [self] in _ = held.withLock { $0.remove(key) } }
  }

  /// Names the document as `memory:<key>`.
  public func location(ofKey key: String) -> String { "memory:\(key)" }
}
