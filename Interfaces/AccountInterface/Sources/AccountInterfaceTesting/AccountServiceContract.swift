import AccountInterface
import CoreTesting
import Testing

/// The promises of ``AccountService``, one rule each, for any account: the fake's tests and the
/// stored account's tests run every rule, so the two keep the same promises.
///
/// ```swift
/// @Test(arguments: AccountServiceContract.rules)
/// func fakeAccountKeepsTheContract(_ rule: AccountServiceContract.Rule) async throws {
///   try await rule.check { FakeAccount() }
/// }
/// ```
///
/// An account kept in storage runs ``persistenceRules`` too.
public enum AccountServiceContract {
  /// Makes an account with nobody signed in. For ``persistenceRules``, every account it makes
  /// for one rule keeps its record in the same place, as two instances of the app's account
  /// over one storage do.
  public typealias MakeAccount = @Sendable () throws -> any AccountService
  /// A rule of the account's contract.
  public typealias Rule = ContractRule<MakeAccount>

  /// What every account promises.
  public static let rules: [Rule] = [
    Rule("nobody is signed in at first") { make in
      let account = try make()
      #expect(try account.currentUser() == nil)
    },
    Rule("signIn returns the user of that address, and currentUser() returns it after") { make in
      let account = try make()
      let user = try account.signIn(ada)
      #expect(user == User(email: ada))
      #expect(try account.currentUser() == user)
    },
    Rule("signing in again replaces the previous user") { make in
      let account = try make()
      try account.signIn(ada)
      #expect(try account.signIn(grace) == User(email: grace))
      #expect(try account.currentUser() == User(email: grace))
    },
    Rule("signing in as the signed-in user again keeps them signed in") { make in
      let account = try make()
      try account.signIn(ada)
      try account.signIn(ada)
      #expect(try account.currentUser() == User(email: ada))
    },
    Rule("signOut forgets the user; with nobody signed in it does nothing") { make in
      let account = try make()
      try account.signOut()
      #expect(try account.currentUser() == nil)
      try account.signIn(ada)
      try account.signOut()
      #expect(try account.currentUser() == nil)
      try account.signOut()
      #expect(try account.currentUser() == nil)
      try account.signIn(grace)
      #expect(try account.currentUser() == User(email: grace))
    },
  ]

  /// What an account kept in storage promises besides ``rules``: every instance over the same
  /// storage has the same customer signed in. The rules make two accounts with one
  /// ``MakeAccount``.
  public static let persistenceRules: [Rule] = [
    Rule("an account made again over the same storage has the same user signed in") { make in
      try make().signIn(ada)
      let again = try make()
      #expect(try again.currentUser() == User(email: ada))
    },
    Rule("a sign-in or sign-out through one instance is seen by the others") { make in
      let first = try make()
      let second = try make()
      try first.signIn(ada)
      #expect(try second.currentUser() == User(email: ada))
      try second.signIn(grace)
      #expect(try first.currentUser() == User(email: grace))
      try first.signOut()
      #expect(try second.currentUser() == nil)
    },
  ]

  // Valid addresses, so `try!` cannot fail.
  static let ada = try! EmailAddress("ada@example.com")
  static let grace = try! EmailAddress("grace@example.org")
}
