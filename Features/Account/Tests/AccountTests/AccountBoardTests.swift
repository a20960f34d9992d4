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

@Suite("The account board")
@MainActor
struct AccountBoardTests {
  let console = ScriptedConsole()
  let dependencies: TestAccountDependencies

  init() {
    dependencies = lineDependencies(console: console)
  }

  func run(_ request: AccountRequest, on harness: BoardHarness) async -> BoardCompletion {
    await harness.motherboard.io(.account).run(request)
  }

  @Test("signs in, tells who is signed in and signs out, showing one line for each request")
  func requestsShowTheirResult() async throws {
    let harness = try BoardHarness.lines([AccountModule(dependencies: dependencies)])
    let ada = try EmailAddress(AccountFixtures.ada)
    let grace = try EmailAddress(AccountFixtures.grace)
    let requests: [AccountRequest] = [
      .whoAmI, .signIn(ada), .whoAmI, .signIn(grace), .signOut, .signOut, .whoAmI,
    ]
    for request in requests {
      #expect(await run(request, on: harness) == .finished)
    }
    #expect(
      console.transcript == """
        Not signed in.
        Signed in as ada@example.com.
        ada@example.com
        Signed in as grace.hopper@navy.example.org.
        Signed out.
        Nobody was signed in.
        Not signed in.

        """)
    #expect(console.questions.isEmpty)
    #expect(await harness.finish().isEmpty)
  }

  @Test("sends who signed in, and that the customer signed out; nothing for a sign-out of nobody")
  func outputsAreRouted() async throws {
    let harness = try BoardHarness.lines([AccountModule(dependencies: dependencies)])
    let outputs = Recorder<AccountOutput>()
    harness.motherboard.route(.account, to: outputs) { outputs, output in outputs.record(output) }
    let ada = try EmailAddress(AccountFixtures.ada)
    for request: AccountRequest in [.signIn(ada), .whoAmI, .signOut, .signOut] {
      _ = await run(request, on: harness)
    }
    #expect(outputs.values == [.signedIn(User(email: ada)), .signedOut])
    #expect(await harness.finish().isEmpty)
  }

  @Test(
    "an unreadable account fails the board with the storage error, shows and sends nothing",
    arguments: [AccountRequest.whoAmI, .signOut, .signIn(try! EmailAddress(AccountFixtures.ada))])
  func unreadableAccountFails(request: AccountRequest) async throws {
    let garbage = Data("nonsense".utf8)
    try dependencies.storage.write(garbage, forKey: "account")
    let harness = try BoardHarness.lines([AccountModule(dependencies: dependencies)])
    let outputs = Recorder<AccountOutput>()
    harness.motherboard.route(.account, to: outputs) { outputs, output in outputs.record(output) }

    let completion = await run(request, on: harness)
    guard case .failed(let error) = completion else {
      Issue.record("expected a failure, got \(completion)")
      return
    }
    #expect(error is StorageError)
    #expect("\(error)".contains("memory:account"))
    #expect(console.transcript.isEmpty)
    #expect(outputs.values.isEmpty)
    #expect(try dependencies.storage.data(forKey: "account") == garbage)
    #expect(dependencies.base.spyLogger.entries.map(\.level) == [.info], "the board reports it")
    #expect(await harness.finish().isEmpty)
  }

  @Test("every request builds a fresh feature that is released when the board completes")
  func featuresAreReleased() async throws {
    let harness = try BoardHarness.lines([AccountModule(dependencies: dependencies)])
    var events = harness.tree.events().makeAsyncIterator()
    _ = await run(.whoAmI, on: harness)
    var attached: [String] = []
    while let event = await events.next(isolation: MainActor.shared) {
      if case .attached(let flow, _) = event { attached.append(flow) }
      if case .boardCompleted = event { break }
    }
    #expect(attached == ["board account", "Flow(AccountContext)"])
    #expect(harness.motherboard.activeBoards.isEmpty)
    #expect(await harness.finish().isEmpty)
    #expect(harness.leakTracker.releasedCount == 3, "the flow, the board's node and the root")
  }

  @Test("the module registers both boards and the barrier, and guards none of its own boards")
  func registrations() async throws {
    let harness = try BoardHarness.lines([AccountModule(dependencies: dependencies)])
    #expect(harness.motherboard.registeredBoards == ["account", "sign-in"])
    #expect(
      harness.motherboard.snapshot().details == [
        "boards: account, sign-in", "barriers: signed-in guards no board",
      ])
    #expect(await harness.finish().isEmpty)
  }
}
