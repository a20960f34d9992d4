import Account
import AccountInterface
import AccountTesting
import Architecture
import ArchitectureTesting
import Core
import CoreTesting
import Foundation
import TerminalUITesting
import Testing

@Suite("The sign-in board")
@MainActor
struct SignInBoardTests {
  static let question = "Sign in to continue. Email (empty to cancel): "

  /// Runs the sign-in board once, with a customer who gives `answers`.
  func signIn(
    answering answers: [String], storage: any DocumentStorage = InMemoryStorage()
  ) async throws -> (completion: BoardCompletion, users: [User], test: SignInTest) {
    let console = ScriptedConsole(answers: answers)
    let test = SignInTest(
      dependencies: lineDependencies(console: console, storage: storage), console: console)
    let harness = try BoardHarness.lines([AccountModule(dependencies: test.dependencies)])
    let users = Recorder<User>()
    harness.motherboard.route(.signIn, to: users) { users, user in users.record(user) }
    let completion = await harness.motherboard.io(.signIn).run(())
    #expect(await harness.finish().isEmpty)
    return (completion, users.values, test)
  }

  @Test("a valid address signs in, is shown, sent out, and the board finishes")
  func validAddress() async throws {
    let (completion, users, test) = try await signIn(answering: [AccountFixtures.grace])
    #expect(completion == .finished)
    #expect(
      test.console.transcript
        == Self.question + AccountFixtures.grace + "\n"
        + "Signed in as grace.hopper@navy.example.org.\n")
    let grace = User(email: try EmailAddress(AccountFixtures.grace))
    #expect(users == [grace])
    #expect(try test.dependencies.account.currentUser() == grace)
  }

  @Test("no answer or a blank one fails with 'not signed in', logged as a warning")
  func noAnswer() async throws {
    for answers in [[], [""], ["   "]] {
      let (completion, users, test) = try await signIn(answering: answers)
      #expect(completion == .failed(AccountError.notSignedIn))
      #expect(users.isEmpty)
      #expect(test.console.questions == [Self.question], "asked once, not again")
      #expect(try test.dependencies.account.currentUser() == nil)
      #expect(
        test.dependencies.base.spyLogger.entries == [
          SpyLogger.Entry(
            level: .warning, message: "sign-in cancelled: \(AccountError.notSignedIn)",
            source: "Account")
        ])
    }
  }

  @Test("a malformed address is shown and asked for again once")
  func malformedThenValid() async throws {
    let (completion, users, test) = try await signIn(answering: [
      "ada@@example.com", "ada@example.com",
    ])
    #expect(completion == .finished)
    #expect(
      test.console.transcript == """
        \(Self.question)ada@@example.com
        "ada@@example.com" is not an email address: it needs exactly one '@'
        \(Self.question)ada@example.com
        Signed in as ada@example.com.

        """)
    #expect(users.map(\.email.value) == ["ada@example.com"])
  }

  @Test("a second malformed address fails with its error, a usage error, and is not asked again")
  func malformedTwice() async throws {
    let (completion, users, test) = try await signIn(
      answering: ["ada.example.com", "ada@localhost", "ada@example.com"])
    guard case .failed(let error as AccountError) = completion,
      case .malformedEmail(let text, _) = error
    else {
      Issue.record("expected a malformed address, got \(completion)")
      return
    }
    #expect(text == "ada@localhost")
    #expect(error.isUsageError)
    #expect(test.console.questions.count == 2)
    #expect(test.console.answers == ["ada@example.com"], "the third is never read")
    #expect(users.isEmpty)
    #expect(try test.dependencies.account.currentUser() == nil)
    #expect(test.dependencies.base.spyLogger.entries.map(\.level) == [.warning])
    #expect(
      test.dependencies.base.spyLogger.entries.first?.message.hasPrefix(
        "sign-in failed: \"ada@localhost\"")
        == true)
  }

  @Test("an account that cannot be written fails with the storage error and stays untouched")
  func unwritableAccount() async throws {
    let garbage = Data("nonsense".utf8)
    let storage = InMemoryStorage(documents: ["account": garbage])
    let (completion, users, test) = try await signIn(
      answering: [AccountFixtures.ada], storage: storage)
    guard case .failed(let error) = completion else {
      Issue.record("expected a failure, got \(completion)")
      return
    }
    #expect(error is StorageError)
    #expect(users.isEmpty)
    #expect(storage.snapshot["account"] == garbage)
    #expect(test.dependencies.base.spyLogger.entries.map(\.level) == [.warning])
    #expect(!test.console.transcript.contains("Signed in"))
  }

  @Test("the feature lives under the board while the customer is asked, then is released")
  func treeWhileAsking() async throws {
    let dependencies = HeldConsoleDependencies()
    let harness = try BoardHarness.lines([AccountModule(dependencies: dependencies)])
    let run = Task { await harness.motherboard.io(.signIn).run(()) }
    await waitUntil("the customer is asked") { dependencies.held.isAsking }
    let board = try #require(harness.motherboard.snapshot().first(named: "board sign-in"))
    #expect(board.children.map(\.name) == ["Flow(SignInContext)"])
    #expect(board.children.first?.context == "SignInContext")

    // Without a barrier, an activation reaches the board before it returns, and a flow it
    // attached would be in the tree at once: none is, so nothing more is asked.
    #expect(harness.motherboard.io(.signIn).activate(()).outcome == .activated)
    let again = try #require(harness.motherboard.snapshot().first(named: "board sign-in"))
    #expect(again.children.count == 1, "a second activation attaches nothing more")
    #expect(dependencies.held.questions.count == 1)

    dependencies.held.answer(AccountFixtures.ada)
    #expect(await run.value == .finished)
    #expect(harness.motherboard.activeBoards.isEmpty)
    #expect(await harness.finish().isEmpty)
  }

  @Test("ending the motherboard while the customer thinks abandons the question")
  func endingAbandonsTheQuestion() async throws {
    let dependencies = HeldConsoleDependencies()
    let harness = try BoardHarness.lines([AccountModule(dependencies: dependencies)])
    let run = Task { await harness.motherboard.io(.signIn).run(()) }
    await waitUntil("the customer is asked") { dependencies.held.isAsking }

    harness.tree.shutdown()
    #expect(await run.value == .cancelled)
    dependencies.held.answer(AccountFixtures.ada)
    // The console writes the answer, then its question returns to the view's task, which
    // handles it in the same turn of the main actor: once the answer is written, it was handled.
    await waitUntil("the late answer reaches the console") {
      dependencies.held.transcript.hasSuffix(AccountFixtures.ada + "\n")
    }
    #expect(try dependencies.account.currentUser() == nil, "a late answer signs nobody in")
    #expect(!dependencies.held.transcript.contains("Signed in"))
    let leaks = await harness.leakTracker.finishPendingChecks(within: .seconds(10))
    #expect(
      leaks.isEmpty,
      "\(leaks) asking=\(dependencies.held.isAsking) questions=\(dependencies.held.questions.count) transcript=\(dependencies.held.transcript.debugDescription)"
    )
  }
}

/// One sign-in's dependencies and the scripted console its views asked on.
@MainActor
struct SignInTest {
  let dependencies: TestAccountDependencies
  let console: ScriptedConsole
}
