import Account
import AccountInterface
import AccountTesting
import Architecture
import ArchitectureTesting
import CoreTesting
import Foundation
import Testing

@Suite("Sign-in changed events")
struct SignInChangedTests {
  let changes = Channel<SignInChanged>()
  let recorder = Recorder<SignInChanged>()
  let clock = FixedClock()
  let account: StoredAccount

  init() {
    account = StoredAccount(
      storage: InMemoryStorage(), clock: clock, logger: SpyLogger(), changes: changes)
    recorder.record(from: changes)
  }

  @Test("every change of who is signed in is announced, and only a change")
  func changesAreAnnounced() throws {
    let ada = try account.signIn(EmailAddress(AccountFixtures.ada))
    try account.signIn(EmailAddress(AccountFixtures.ada))
    let bob = try account.signIn(EmailAddress("bob@elsewhere.org"))
    try account.signOut()
    try account.signOut()
    #expect(recorder.values.map(\.user) == [ada, bob, nil])
  }

  @Test("a sign-in that lapses when the app starts is announced as nobody")
  func lapseIsAnnounced() throws {
    let ada = try account.signIn(EmailAddress(AccountFixtures.ada))
    account.appDidStart()
    clock.advance(by: 31 * 24 * 60 * 60)
    account.appDidStart()
    #expect(recorder.values.map(\.user) == [ada, nil])
  }
}
