import Account
import AccountInterface
import AccountTesting
import Architecture
import Core
import CoreTesting
import Foundation
import Testing

@Suite("The account hears the app's lifecycle")
struct AccountLifecycleTests {
  let storage = InMemoryStorage()
  let logger = SpyLogger()
  let clock = FixedClock()
  var account: StoredAccount {
    StoredAccount(
      storage: storage, clock: clock, logger: logger, changes: Channel())
  }
  let day: TimeInterval = 24 * 60 * 60

  @Test("a sign-in unused for more than 30 days is signed out when the app starts")
  func lapsedSignInEnds() throws {
    try account.signIn(EmailAddress(AccountFixtures.ada))
    clock.advance(by: 31 * day)
    account.appDidStart()
    #expect(try account.currentUser() == nil)
    #expect(
      logger.entries.last?.message
        == "signed out ada@example.com: the sign-in lapsed after 30 days unused")
  }

  @Test("a sign-in used within 30 days stays when the app starts")
  func recentSignInStays() throws {
    try account.signIn(EmailAddress(AccountFixtures.ada))
    clock.advance(by: 29 * day)
    account.appDidStart()
    #expect(try account.currentUser()?.email.value == "ada@example.com")
  }

  @Test("the app's end counts as a use, so the 30 days start again from there")
  func endOfTheAppIsAUse() throws {
    try account.signIn(EmailAddress(AccountFixtures.ada))
    clock.advance(by: 20 * day)
    account.appWillEnd()
    clock.advance(by: 20 * day)
    account.appDidStart()
    #expect(try account.currentUser()?.email.value == "ada@example.com", "40 days, 20 unused")
    clock.advance(by: 11 * day)
    account.appDidStart()
    #expect(try account.currentUser() == nil)
  }

  @Test("nobody signed in: the lifecycle writes nothing")
  func nobodySignedIn() {
    account.appDidStart()
    account.appWillEnd()
    #expect(storage.snapshot.isEmpty)
  }

  @Test("an unreadable account is logged and left as it was")
  func unreadableAccount() {
    let garbage = Data("nonsense".utf8)
    let storage = InMemoryStorage(documents: ["account": garbage])
    let account = StoredAccount(
      storage: storage, clock: clock, logger: logger, changes: Channel())
    account.appDidStart()
    account.appWillEnd()
    #expect(storage.snapshot["account"] == garbage)
    #expect(logger.entries.map(\.level) == [.warning, .warning])
  }
}
