import AccountInterface
import Architecture
import Core
import Foundation

/// The account, kept as the document `account` in a document storage, so the signed-in user
/// survives the process: a new instance over the same storage sees the same user.
///
/// The app makes one and shares it: the account and sign-in boards change it, the signed-in
/// barrier and features such as payments read it. It holds only what it uses, never a
/// dependency solver, so it keeps nothing else alive. Every change is a read-modify-write inside
/// `storage.update`, which holds the document's exclusive lock. A document that cannot be read
/// makes every operation throw the ``StorageError`` (naming the file) and is never overwritten.
/// Every change of who is signed in is announced as a `SignInChanged`.
///
/// It hears the app's lifecycle: a sign-in lapses after 30 days without the app being used, so
/// when the app starts, a lapsed sign-in is signed out; when the app ends, the time is kept as
/// the last use.
public final class StoredAccount: AccountService, AppLifecycleObserver {
  /// The name of the account's document in storage.
  public static let documentKey = "account"
  /// The schema version of the account's document.
  public static let schemaVersion = 1

  private let storage: any DocumentStorage
  private let clock: any WallClock
  private let logger: any Logger
  private let changes: Channel<SignInChanged>

  /// Creates an account over a storage.
  /// - Parameters:
  ///   - storage: Where the `account` document is kept.
  ///   - clock: Tells when a customer signed in; the time is recorded with the user.
  ///   - logger: Where sign-ins and sign-outs are logged, at info level.
  ///   - changes: Where every change of who is signed in is announced; the app's status line
  ///     listens.
  public init(
    storage: any DocumentStorage, clock: any WallClock, logger: any Logger,
    changes: Channel<SignInChanged>
  ) {
    self.storage = storage
    self.clock = clock
    self.logger = logger
    self.changes = changes
  }

  /// The signed-in user, or `nil` if nobody is signed in or nothing was stored yet.
  /// - Throws: ``StorageError`` if the document cannot be read.
  public func currentUser() throws -> User? {
    try storage.load(
      AccountRecord.self, forKey: Self.documentKey, schemaVersion: Self.schemaVersion)?.user
  }

  /// Signs in as `email`, replacing any previous user.
  /// - Returns: The signed-in user.
  /// - Throws: ``AccountInterface/AccountError/customerInUse`` while an order is being placed
  ///   for the customer signed in (``AccountInterface/SignInLock``); ``StorageError`` if the
  ///   document cannot be read or written.
  @discardableResult
  public func signIn(_ email: EmailAddress) throws -> User {
    let user = User(email: email)
    let now = clock.now
    let previous = try changeWho { record in
      let previous = record.user
      record = AccountRecord(user: user, signedInAt: now)
      return previous
    }
    if let previous, previous != user {
      logger.log(.info, "signed in as \(email), replacing \(previous.email)", source: "Account")
    } else {
      logger.log(.info, "signed in as \(email)", source: "Account")
    }
    if previous != user { changes.send(SignInChanged(user: user)) }
    return user
  }

  /// Signs out; does nothing if nobody is signed in.
  /// - Throws: ``AccountInterface/AccountError/customerInUse`` while an order is being placed
  ///   for the customer; ``StorageError`` if the document cannot be read or written.
  public func signOut() throws {
    let previous = try changeWho { record in
      let previous = record.user
      record = AccountRecord(user: nil, signedInAt: nil)
      return previous
    }
    if let previous {
      logger.log(.info, "signed out \(previous.email)", source: "Account")
      changes.send(SignInChanged(user: nil))
    }
  }

  /// Signs out a sign-in that lapsed: one not used by the app for 30 days. A document that cannot
  /// be read or written is logged and left alone.
  public func appDidStart() {
    let now = clock.now
    do {
      let stored = try storage.load(
        AccountRecord.self, forKey: Self.documentKey, schemaVersion: Self.schemaVersion)
      guard stored?.hasLapsed(at: now) == true else { return }
      let lapsed = try changeWho { record -> User? in
        guard record.hasLapsed(at: now) else { return nil }
        defer { record = AccountRecord(user: nil, signedInAt: nil) }
        return record.user
      }
      if let lapsed {
        logger.log(
          .info, "signed out \(lapsed.email): the sign-in lapsed after 30 days unused",
          source: "Account")
        changes.send(SignInChanged(user: nil))
      }
    } catch {
      logger.log(.warning, "cannot check the sign-in at start: \(error)", source: "Account")
    }
  }

  /// Keeps the time as the signed-in customer's last use of the app; does nothing when nobody
  /// is signed in. A document that cannot be read or written is logged and left alone.
  public func appWillEnd() {
    let now = clock.now
    do {
      guard try currentUser() != nil else { return }
      try change { record in
        if record.user != nil { record.lastActiveAt = now }
      }
    } catch {
      logger.log(.warning, "cannot keep the last use at the end: \(error)", source: "Account")
    }
  }

  /// Changes who is signed in: `edit` under ``AccountInterface/SignInLock``, which a feature
  /// acting for the customer holds meanwhile.
  /// - Throws: ``AccountInterface/AccountError/customerInUse`` when it is held.
  private func changeWho<Result>(_ edit: (inout AccountRecord) throws -> Result) throws -> Result {
    guard let access = try storage.holdExclusiveAccess(toKey: SignInLock.key) else {
      throw AccountError.customerInUse
    }
    defer { access.release() }
    return try change(edit)
  }

  /// Applies `edit` to the record under the document's lock and writes it back.
  private func change<Result>(_ edit: (inout AccountRecord) throws -> Result) throws -> Result {
    try storage.update(
      AccountRecord.self, forKey: Self.documentKey, schemaVersion: Self.schemaVersion,
      initial: AccountRecord(user: nil, signedInAt: nil), edit)
  }
}
