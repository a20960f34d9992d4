import Account
import AccountInterface
import AccountTesting
import Architecture
import Core
import CoreTesting
import Foundation
import Testing

@Suite("Signing in and out")
struct StoredAccountTests {
  let storage = InMemoryStorage()
  let logger = SpyLogger()
  let clock = FixedClock()
  var account: StoredAccount {
    StoredAccount(
      storage: storage, clock: clock, logger: logger, changes: Channel())
  }

  @Test("nobody is signed in before the first sign-in")
  func nobodyAtFirst() throws {
    #expect(try account.currentUser() == nil)
  }

  @Test("signing in makes the user current and logs it")
  func signIn() throws {
    let user = try account.signIn(EmailAddress(AccountFixtures.ada))
    #expect(user.email.value == "ada@example.com")
    #expect(try account.currentUser() == user)
    #expect(
      logger.entries
        == [
          SpyLogger.Entry(level: .info, message: "signed in as ada@example.com", source: "Account")
        ]
    )
  }

  @Test("signing in again replaces the previous user")
  func replaces() throws {
    try account.signIn(EmailAddress(AccountFixtures.ada))
    try account.signIn(EmailAddress(AccountFixtures.grace))
    #expect(try account.currentUser()?.email.value == "grace.hopper@navy.example.org")
    #expect(
      logger.entries.last?.message
        == "signed in as grace.hopper@navy.example.org, replacing ada@example.com")
  }

  @Test("signing out forgets the user; signing out again does nothing")
  func signOut() throws {
    try account.signIn(EmailAddress(AccountFixtures.ada))
    try account.signOut()
    #expect(try account.currentUser() == nil)
    try account.signOut()
    #expect(try account.currentUser() == nil)
    #expect(
      logger.entries.map(\.message) == [
        "signed in as ada@example.com", "signed out ada@example.com",
      ])
  }

  @Test("the document records its schema version and when the customer signed in")
  func document() throws {
    try account.signIn(EmailAddress(AccountFixtures.ada))
    let data = try #require(storage.snapshot["account"])
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"schemaVersion\" : 1"))
    #expect(text.contains("ada@example.com"))
    #expect(text.contains("2026-01-15T10:00:00Z"), "the clock's time")
  }

  @Test("the signed-in user survives a new process over the same data directory")
  func survivesNewInstance() throws {
    let directory = try TemporaryDirectory(prefix: "AccountTests")
    let first = StoredAccount(
      storage: FileStorage(directory: directory.url), clock: clock, logger: logger,
      changes: Channel())
    try first.signIn(EmailAddress(AccountFixtures.ada))
    let second = StoredAccount(
      storage: FileStorage(directory: directory.url), clock: clock, logger: logger,
      changes: Channel())
    #expect(try second.currentUser()?.email.value == "ada@example.com")
    try second.signOut()
    #expect(try first.currentUser() == nil)
  }

  @Test("while an order is placed for the customer (the sign-in lock held), nobody signs in or out")
  func heldWhileAnOrderIsPlaced() throws {
    let directory = try TemporaryDirectory(prefix: "AccountTests")
    let account = StoredAccount(
      storage: FileStorage(directory: directory.url), clock: clock, logger: logger,
      changes: Channel())
    try account.signIn(EmailAddress(AccountFixtures.ada))
    // Checkout in another process holds the lock over the same folder from the order's
    // confirmation until its payment is settled.
    let checkout = try #require(
      try FileStorage(directory: directory.url).holdExclusiveAccess(toKey: SignInLock.key))
    #expect(throws: AccountError.customerInUse) {
      try account.signIn(EmailAddress(AccountFixtures.grace))
    }
    #expect(throws: AccountError.customerInUse) { try account.signOut() }
    #expect(try account.currentUser()?.email.value == "ada@example.com", "nothing changed")
    #expect(AccountError.customerInUse.description.count <= 80, "whole on the status line")
    checkout.release()
    try account.signIn(EmailAddress(AccountFixtures.grace))
    #expect(try account.currentUser()?.email.value == "grace.hopper@navy.example.org")
  }

  @Test("a corrupt account file is reported by name and left untouched")
  func corruptFile() throws {
    let directory = try TemporaryDirectory(prefix: "AccountTests")
    let storage = FileStorage(directory: directory.url)
    let garbage = Data("{\"schemaVersion\": 1, \"document\": {\"user\": ".utf8)
    try storage.write(garbage, forKey: "account")
    let account = StoredAccount(
      storage: storage, clock: clock, logger: logger, changes: Channel())
    let error = #expect(throws: StorageError.self) {
      try account.signIn(EmailAddress(AccountFixtures.ada))
    }
    #expect("\(String(describing: error))".contains(storage.location(ofKey: "account")))
    #expect(throws: StorageError.self) { try account.currentUser() }
    #expect(throws: StorageError.self) { try account.signOut() }
    #expect(try storage.data(forKey: "account") == garbage)
    #expect(logger.entries.isEmpty)
  }

  @Test("an account file with an address that is not valid is refused, not trusted")
  func invalidStoredAddress() throws {
    try storage.write(
      Data(#"{"schemaVersion": 1, "document": {"user": {"email": "not-an-address"}}}"#.utf8),
      forKey: "account")
    #expect(throws: StorageError.self) { try account.currentUser() }
  }

  @Test("a document of a newer schema is refused and left untouched")
  func newerSchema() throws {
    let newer = Data(#"{"schemaVersion": 2, "document": {}}"#.utf8)
    try storage.write(newer, forKey: "account")
    #expect(throws: StorageError.self) { try account.signIn(EmailAddress(AccountFixtures.ada)) }
    #expect(try storage.data(forKey: "account") == newer)
  }
}
