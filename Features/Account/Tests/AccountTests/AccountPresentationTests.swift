import AccountInterface
import AccountTesting
import Architecture
import ArchitectureTesting
import Core
import CoreTesting
import Foundation
import Testing

@testable import Account

@Suite("The account's and the sign-in's transforms")
struct AccountTransformTests {
  static let ada = User(email: try! EmailAddress("ada@example.com"))
  static let malformed = AccountError.malformedEmail("ada", reason: "it needs exactly one '@'")
  static let refusal = "\"ada\" is not an email address: it needs exactly one '@'"

  @Test(
    "the account shows who is signed in, what the last request did, and why it was refused",
    arguments: [
      (AccountState(), AccountViewState()),
      (AccountState(user: ada), AccountViewState(customer: "ada@example.com")),
      (
        AccountState(user: ada, change: .signedIn(ada)),
        AccountViewState(customer: "ada@example.com", change: "Signed in as ada@example.com.")
      ),
      (
        AccountState(change: .signedOut(wasSignedIn: true)), AccountViewState(change: "Signed out.")
      ),
      (
        AccountState(change: .signedOut(wasSignedIn: false)),
        AccountViewState(change: "Nobody was signed in.")
      ),
      (
        AccountState(user: ada, refusal: malformed),
        AccountViewState(customer: "ada@example.com", refusal: refusal)
      ),
      (
        AccountState(problem: "account.json is corrupt"),
        AccountViewState(problem: "account.json is corrupt")
      ),
    ])
  func account(state: AccountState, expected: AccountViewState) {
    #expect(AccountViewState(state) == expected)
  }

  @Test(
    "who is signed in, in a line: the address alone, or that nobody is; and whether to offer a sign-out",
    arguments: [
      (AccountViewState(customer: "ada@example.com"), "ada@example.com", true),
      (AccountViewState(change: "Signed out."), "Not signed in.", false),
    ])
  func whoIsSignedIn(state: AccountViewState, line: String, canSignOut: Bool) {
    #expect(state.whoIsSignedIn == line)
    #expect(state.canSignOut == canSignOut)
  }

  @Test(
    "the sign-in asks while an address is wanted, with why the last one signed nobody in",
    arguments: [
      (SignInState(), SignInViewState(question: "Sign in to continue.")),
      (
        SignInState(refusal: malformed),
        SignInViewState(question: "Sign in to continue.", refusal: refusal)
      ),
      (
        SignInState(problem: "account.json is corrupt"),
        SignInViewState(question: "Sign in to continue.", problem: "account.json is corrupt")
      ),
      (
        SignInState(isAsking: false, user: ada),
        SignInViewState(welcome: "Signed in as ada@example.com.")
      ),
      (SignInState(isAsking: false), SignInViewState()),
    ])
  func signIn(state: SignInState, expected: SignInViewState) {
    #expect(SignInViewState(state) == expected)
    #expect(expected.isAsking == state.isAsking)
  }
}

/// What a context told its board, as a test reads it.
@MainActor
final class Outcomes {
  private(set) var values: [String] = []

  func record(_ event: FeatureEvent<AccountOutput>) {
    switch event {
    case .output(.signedIn(let user)): values.append("signed in \(user.email)")
    case .output(.signedOut): values.append("signed out")
    case .finished: values.append("done")
    case .failed(let error): values.append("failed: \(error)")
    }
  }

  func record(_ event: FeatureEvent<User>) {
    switch event {
    case .output(let user): values.append("signed in \(user.email)")
    case .finished: values.append("done")
    case .failed(let error): values.append("failed: \(error)")
    }
  }
}

@Suite("The account's context, through its receiver and its board's commands")
@MainActor
struct AccountContextTests {
  let outcomes = Outcomes()

  func launch(_ dependencies: TestAccountDependencies) -> (AccountContext, FlowTree) {
    let outcomes = self.outcomes
    let context = AccountContext(
      account: dependencies.account, changes: dependencies.signInChanges,
      logger: dependencies.logger, listener: { outcomes.record($0) })
    let tree = FlowTree()
    tree.launch(Flow(context: context))
    return (context, tree)
  }

  @Test("it reads who is signed in as it starts, and carries out its board's commands")
  func commands() throws {
    let dependencies = TestAccountDependencies()
    try dependencies.account.signIn(EmailAddress(AccountFixtures.ada))
    let (context, tree) = launch(dependencies)
    #expect(context.presentation.viewState == AccountViewState(customer: "ada@example.com"))

    context.handle(.signIn(try EmailAddress(AccountFixtures.grace)))
    #expect(context.presentation.viewState.change == "Signed in as grace.hopper@navy.example.org.")
    context.handle(.signOut)
    context.handle(.signOut)
    #expect(context.presentation.viewState.change == "Nobody was signed in.")
    context.handle(.whoAmI)
    #expect(context.presentation.viewState == AccountViewState())
    #expect(
      outcomes.values == ["signed in grace.hopper@navy.example.org", "signed out"],
      "a sign-out of nobody tells nothing, and nothing ends the account but leaving")
    tree.shutdown()
  }

  @Test("the customer signs in on the view: a malformed address is refused there, and it stays")
  func signInOnTheView() throws {
    let dependencies = TestAccountDependencies()
    let (context, tree) = launch(dependencies)
    #expect(context.presentation.viewState.canSignOut == false)
    context.didSubmitEmail("ada.example.com")
    #expect(
      context.presentation.viewState.refusal
        == "\"ada.example.com\" is not an email address: it needs exactly one '@'")
    #expect(outcomes.values.isEmpty, "refused: nothing told, the account stays")
    #expect(try dependencies.account.currentUser() == nil)

    context.didSubmitEmail(AccountFixtures.ada)
    #expect(
      context.presentation.viewState
        == AccountViewState(customer: "ada@example.com", change: "Signed in as ada@example.com."))
    context.didRequestSignOut()
    #expect(context.presentation.viewState == AccountViewState(change: "Signed out."))
    #expect(try dependencies.account.currentUser() == nil)
    context.didRequestBack()
    #expect(outcomes.values == ["signed in ada@example.com", "signed out", "done"])
    tree.shutdown()
  }

  @Test("an unreadable account is said on the view; a command fails with it; nothing is written")
  func unreadableAccount() throws {
    let garbage = Data("nonsense".utf8)
    let storage = InMemoryStorage(documents: ["account": garbage])
    let dependencies = TestAccountDependencies(base: TestBaseDependencies(storage: storage))
    let (context, tree) = launch(dependencies)
    let problem = try #require(context.presentation.viewState.problem)
    #expect(problem.contains("memory:account"))

    context.didSubmitEmail(AccountFixtures.ada)
    #expect(context.presentation.viewState.problem?.contains("memory:account") == true)
    context.didRequestSignOut()
    #expect(outcomes.values.isEmpty, "on the view, the account stays")
    context.handle(.whoAmI)
    #expect(outcomes.values.count == 1)
    #expect(outcomes.values.first?.hasPrefix("failed: ") == true)
    #expect(storage.snapshot["account"] == garbage)
    tree.shutdown()
  }
}

@Suite("The account's context follows the account's channel")
@MainActor
struct AccountFollowingTests {
  @Test("while open, a sign-in or sign-out made elsewhere shows; once left, nothing more")
  func followsTheChannel() async throws {
    let dependencies = TestAccountDependencies()
    let context = AccountContext(
      account: dependencies.account, changes: dependencies.signInChanges,
      logger: dependencies.logger, listener: { _ in })
    let tree = FlowTree()
    let flow = Flow(context: context)
    tree.launch(flow)
    try dependencies.account.signIn(EmailAddress(AccountFixtures.ada))
    await waitUntil("ada shows") { context.presentation.viewState.customer == "ada@example.com" }
    try dependencies.account.signOut()
    await waitUntil("nobody shows") { context.presentation.viewState.customer == nil }
    tree.shutdown()
    try dependencies.account.signIn(EmailAddress(AccountFixtures.ada))
    await Task.yield()
    #expect(context.presentation.viewState.customer == nil, "ended: the channel is not followed")
  }
}

@Suite("The sign-in's context, through its receiver")
@MainActor
struct SignInContextTests {
  let outcomes = Outcomes()

  func launch(_ dependencies: TestAccountDependencies) -> (SignInContext, FlowTree) {
    let outcomes = self.outcomes
    let context = SignInContext(
      account: dependencies.account, logger: dependencies.logger,
      listener: { outcomes.record($0) })
    let tree = FlowTree()
    tree.launch(Flow(context: context))
    return (context, tree)
  }

  @Test("a malformed address is refused and asked again; a valid one signs in and is told")
  func answers() throws {
    let dependencies = TestAccountDependencies()
    let (context, tree) = launch(dependencies)
    #expect(context.presentation.viewState.question == "Sign in to continue.")

    context.didSubmit("ada.example.com")
    #expect(context.presentation.viewState.refusal?.contains("is not an email address") == true)
    #expect(context.presentation.viewState.isAsking, "asked again")
    context.didSubmit("grace@navy")
    #expect(context.presentation.viewState.isAsking, "as often as the view asks")
    #expect(outcomes.values.isEmpty)

    context.didSubmit(AccountFixtures.ada)
    #expect(
      context.presentation.viewState == SignInViewState(welcome: "Signed in as ada@example.com."))
    #expect(
      outcomes.values == ["signed in ada@example.com", "done"], "sent, then the sign-in ends")
    #expect(try dependencies.account.currentUser()?.email.value == "ada@example.com")

    context.didSubmit("grace@example.com")
    context.didRequestBack()
    #expect(outcomes.values.count == 2, "an answer after the sign-in is ignored")
    tree.shutdown()
  }

  @Test(
    "leaving fails with why the last address signed nobody in, or with 'not signed in'",
    arguments: [
      ([], "failed: \(AccountError.notSignedIn)", "sign-in cancelled"),
      (["  "], "failed: \(AccountError.notSignedIn)", "sign-in cancelled"),
      (
        ["ada@localhost"],
        "failed: \"ada@localhost\" is not an email address: the domain needs a dot, as in example.com",
        "sign-in failed"
      ),
    ] as [([String], String, String)])
  func leaving(answers: [String], failure: String, logged: String) {
    let dependencies = TestAccountDependencies()
    let (context, tree) = launch(dependencies)
    for answer in answers { context.didSubmit(answer) }
    context.didRequestBack()
    #expect(outcomes.values == [failure])
    #expect(!context.presentation.viewState.isAsking)
    #expect(dependencies.base.spyLogger.entries.map(\.level) == [.warning])
    #expect(dependencies.base.spyLogger.entries.first?.message.hasPrefix(logged) == true)
    tree.shutdown()
  }

  @Test("an account that cannot be written is said, the view may ask again; leaving fails with it")
  func unwritableAccount() {
    let garbage = Data("nonsense".utf8)
    let storage = InMemoryStorage(documents: ["account": garbage])
    let dependencies = TestAccountDependencies(base: TestBaseDependencies(storage: storage))
    let (context, tree) = launch(dependencies)
    context.didSubmit(AccountFixtures.ada)
    #expect(context.presentation.viewState.problem?.contains("memory:account") == true)
    #expect(context.presentation.viewState.isAsking)
    #expect(outcomes.values.isEmpty)
    context.didRequestBack()
    #expect(outcomes.values.first?.contains("memory:account") == true)
    #expect(storage.snapshot["account"] == garbage)
    tree.shutdown()
  }
}
