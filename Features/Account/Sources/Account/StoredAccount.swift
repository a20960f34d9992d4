import AccountInterface
import Core
import Foundation

/// The account, kept as the document `account` in the dependencies' storage, so the signed-in
/// user survives the process: a new instance over the same storage sees the same user.
///
/// Every change is a read-modify-write inside `storage.update`, which holds the document's
/// exclusive lock. A document that cannot be read makes every operation throw the
/// ``StorageError`` (naming the file) and is never overwritten.
public struct StoredAccount: AccountService {
  /// The name of the account's document in storage.
  public static let documentKey = "account"
  /// The schema version of the account's document.
  public static let schemaVersion = 1

  private let dependencies: any AccountDependencies

  /// Creates an account over `dependencies.storage`.
  public init(dependencies: any AccountDependencies) {
    self.dependencies = dependencies
  }

  /// The signed-in user, or `nil` if nobody is signed in or nothing was stored yet.
  /// - Throws: ``StorageError`` if the document cannot be read.
  public func currentUser() throws -> User? {
    try dependencies.storage.load(
      AccountRecord.self, forKey: Self.documentKey, schemaVersion: Self.schemaVersion)?.user
  }

  /// Signs in as `email`, replacing any previous user.
  /// - Returns: The signed-in user.
  /// - Throws: ``StorageError`` if the document cannot be read or written.
  @discardableResult
  public func signIn(_ email: EmailAddress) throws -> User {
    let user = User(email: email)
    let now = dependencies.clock.now
    let previous = try change { record in
      let previous = record.user
      record = AccountRecord(user: user, signedInAt: now)
      return previous
    }
    if let previous, previous != user {
      dependencies.logger.log(
        .info, "signed in as \(email), replacing \(previous.email)", source: "Account")
    } else {
      dependencies.logger.log(.info, "signed in as \(email)", source: "Account")
    }
    return user
  }

  /// Signs out; does nothing if nobody is signed in.
  /// - Throws: ``StorageError`` if the document cannot be read or written.
  public func signOut() throws {
    let previous = try change { record in
      let previous = record.user
      record = AccountRecord(user: nil, signedInAt: nil)
      return previous
    }
    if let previous {
      dependencies.logger.log(.info, "signed out \(previous.email)", source: "Account")
    }
  }

  private func change<Result>(_ edit: (inout AccountRecord) throws -> Result) throws -> Result {
    try dependencies.storage.update(
      AccountRecord.self, forKey: Self.documentKey, schemaVersion: Self.schemaVersion,
      initial: AccountRecord(user: nil, signedInAt: nil), edit)
  }
}
