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

/// The gateway pattern: another module's board requires the signed-in barrier, and the
/// barrier's resolution is the sign-in board.
@Suite("The signed-in barrier")
@MainActor
struct SignedInBarrierTests {
  static let question = "Sign in to continue. Email (empty to cancel): "
  static let refusal = "needs a signed-in customer; run 'sign-in <email>' first"

  let log = GuardedLog()

  func harness(_ dependencies: any AccountDependencies) throws -> BoardHarness {
    try BoardHarness.lines([AccountModule(dependencies: dependencies), GuardedModule(log: log)])
  }

  @Test("when someone is signed in, the guarded board runs without asking")
  func openBarrier() async throws {
    let console = ScriptedConsole()
    let dependencies = lineDependencies(console: console)
    try dependencies.account.signIn(EmailAddress(AccountFixtures.ada))
    let harness = try harness(dependencies)
    #expect(harness.motherboard.io(.guarded).activate("order").outcome == .activated)
    #expect(log.received == ["order"])
    #expect(console.questions.isEmpty)
    #expect(await harness.finish().isEmpty)
  }

  @Test("the sign-in board runs before the guarded board exists; the answer resumes it")
  func resolutionBeforeTheBoardExists() async throws {
    let dependencies = HeldConsoleDependencies()
    let harness = try harness(dependencies)
    let activation = harness.motherboard.io(.guarded).activate("order")
    await waitUntil("the customer is asked") { dependencies.held.isAsking }

    #expect(activation.outcome == nil, "held back")
    #expect(log.made == 0, "no guarded board yet")
    #expect(harness.motherboard.activeBoards == ["sign-in"])
    let boards = harness.motherboard.snapshot().children
    #expect(boards.map(\.name) == ["board sign-in"])
    #expect(boards.first?.children.map(\.name) == ["Flow(SignInContext)"])

    dependencies.held.answer(AccountFixtures.ada)
    #expect(await activation.decision() == .activated)
    #expect(log.made == 1)
    #expect(log.received == ["order"])
    #expect(try dependencies.account.currentUser()?.email.value == "ada@example.com")
    #expect(
      dependencies.held.transcript == Self.question + "ada@example.com\n"
        + "Signed in as ada@example.com.\n")
    #expect(await harness.finish().isEmpty)
  }

  @Test("a scripted sign-in resumes the guarded board, which then runs to completion")
  func scriptedSignInResumes() async throws {
    let console = ScriptedConsole(answers: [AccountFixtures.grace])
    let dependencies = lineDependencies(console: console)
    let harness = try harness(dependencies)
    let users = Recorder<User>()
    harness.motherboard.route(.signIn, to: users) { users, user in users.record(user) }

    #expect(await harness.motherboard.io(.guarded).run("order") == .finished)
    #expect(log.received == ["order"])
    #expect(users.values.map(\.email.value) == ["grace.hopper@navy.example.org"])
    #expect(harness.motherboard.io(.guarded).activate("again").outcome == .activated)
    #expect(console.questions.count == 1, "signed in: not asked again")
    #expect(await harness.finish().isEmpty)
  }

  @Test("when the customer answers nothing, the guarded board is refused with the reason")
  func refusedWithoutAnswer() async throws {
    let console = ScriptedConsole()
    let dependencies = lineDependencies(console: console)
    let harness = try harness(dependencies)

    let completion = await harness.motherboard.io(.guarded).run("order")
    guard case .refused(let barrier, let reason) = completion else {
      Issue.record("expected a refusal, got \(completion)")
      return
    }
    #expect(barrier == "signed-in")
    #expect(reason == Self.refusal)
    #expect(log.made == 0, "the guarded board was never made")
    #expect(console.transcript == Self.question + "\n")
    #expect(dependencies.base.spyLogger.entries.map(\.level) == [.warning])
    #expect(harness.motherboard.activeBoards.isEmpty)
    #expect(await harness.finish().isEmpty)
  }

  @Test("a second activation during the sign-in waits for the same question")
  func secondActivationWaits() async throws {
    let dependencies = HeldConsoleDependencies()
    let harness = try harness(dependencies)
    let first = harness.motherboard.io(.guarded).activate("first")
    await waitUntil("the customer is asked") { dependencies.held.isAsking }
    let second = harness.motherboard.io(.guarded).activate("second")
    // Held by the running resolution, decided nothing yet; a second question would need a
    // second sign-in flow, and the one sign-in board still holds one.
    #expect(second.outcome == nil)
    let signIn = try #require(harness.motherboard.snapshot().first(named: "board sign-in"))
    #expect(signIn.children.count == 1)
    #expect(dependencies.held.questions.count == 1)

    dependencies.held.answer(AccountFixtures.ada)
    #expect(await first.decision() == .activated)
    #expect(await second.decision() == .activated)
    #expect(log.received.sorted() == ["first", "second"], "both reached the board")
    #expect(dependencies.held.questions.count == 1, "asked once for both")
    #expect(await harness.finish().isEmpty)
  }

  @Test("a sign-in nobody waits for any more is ended, and the next activation asks afresh")
  func abandonedSignInEnds() async throws {
    let dependencies = HeldConsoleDependencies()
    let harness = try harness(dependencies)
    let waiting = Task { await harness.motherboard.io(.guarded).run("order") }
    await waitUntil("the customer is asked") { dependencies.held.isAsking }

    waiting.cancel()
    #expect(await waiting.value == .cancelled)
    await waitUntil("the abandoned resolution ends the sign-in board it activated") {
      harness.motherboard.activeBoards.isEmpty
    }
    dependencies.held.answer(AccountFixtures.ada)
    await waitUntil("the late answer reaches the console") {
      dependencies.held.transcript.hasSuffix(AccountFixtures.ada + "\n")
    }
    #expect(try dependencies.account.currentUser() == nil, "the ended question signs nobody in")
    #expect(log.made == 0)

    let again = harness.motherboard.io(.guarded).activate("again")
    await waitUntil("a fresh sign-in asks again") { dependencies.held.questions.count == 2 }
    dependencies.held.answer(AccountFixtures.ada)
    #expect(await again.decision() == .activated)
    #expect(log.received == ["again"])
    #expect(await harness.finish().isEmpty)
  }

  @Test("a second activation during a refused sign-in is refused with the first")
  func secondActivationIsRefusedToo() async throws {
    let dependencies = HeldConsoleDependencies()
    let harness = try harness(dependencies)
    let first = harness.motherboard.io(.guarded).activate("first")
    await waitUntil("the customer is asked") { dependencies.held.isAsking }
    let second = harness.motherboard.io(.guarded).activate("second")

    dependencies.held.answer(nil)
    let refused = ActivationOutcome.refused(barrier: "signed-in", reason: Self.refusal)
    #expect(await first.decision() == refused)
    #expect(await second.decision() == refused)
    #expect(log.made == 0)
    #expect(dependencies.held.questions.count == 1)
    #expect(await harness.finish().isEmpty)
  }

  @Test("an unreadable account counts as nobody, is logged as an error, and is never overwritten")
  func unreadableAccount() async throws {
    let garbage = Data("nonsense".utf8)
    let dependencies = lineDependencies(
      console: ScriptedConsole(answers: [AccountFixtures.ada]),
      storage: InMemoryStorage(documents: ["account": garbage]))
    let harness = try harness(dependencies)

    let completion = await harness.motherboard.io(.guarded).run("order")
    #expect(completion == .refused(barrier: "signed-in", reason: Self.refusal))
    let entries = dependencies.base.spyLogger.entries
    #expect(entries.first?.level == .error)
    #expect(entries.first?.message.hasPrefix("cannot tell who is signed in: ") == true)
    #expect(entries.last?.level == .warning, "the sign-in could not write the account")
    #expect(try dependencies.storage.data(forKey: "account") == garbage)
    #expect(log.made == 0)
    #expect(await harness.finish().isEmpty)
  }

  @Test("the debug tree shows the barrier guarding the other module's board")
  func debugTree() async throws {
    let harness = try harness(lineDependencies())
    #expect(
      harness.motherboard.snapshot().details == [
        "boards: account, guarded, sign-in", "barriers: signed-in guards guarded",
      ])
    #expect(await harness.finish().isEmpty)
  }
}
