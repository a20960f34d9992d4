import Account
import AccountInterface
import AccountTesting
import Architecture
import ArchitectureTesting
import CoreTesting
import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// The signed-in barrier full screen: a board of another feature that needs a customer, as
/// checkout does, is activated with nobody signed in; the barrier's resolution, the sign-in
/// board, asks in a modal over where the customer was.
@Suite("The barrier's sign-in, in a virtual terminal")
@MainActor
struct SignInScreenTests {
  static let refusal = "needs a signed-in customer; run 'sign-in <email>' first"

  /// Activates the guarded board and waits for the sign-in's modal.
  func activateGuarded(_ session: ScreenSession) async throws -> Activation {
    let activation = session.harness.motherboard.io(.guarded).activate("order")
    try await session.terminal.waitUntil("the sign-in asks") {
      $0.text.contains("Sign in to continue.")
    }
    return activation
  }

  @Test(
    "sign in: a malformed address is said in the modal, which stays; then the held board goes on")
  func signInResumes() async throws {
    let session = try ScreenSession(rows: 14)
    let activation = try await activateGuarded(session)
    #expect(activation.outcome == nil, "held back")
    #expect(session.guarded.made == 0, "the guarded board does not exist yet")
    #expect(session.stack.modals.count == 1)
    #expect(session.lines[0] == "Cart", "over where the customer was")
    #expect(session.terminal.text.contains("Email: your email address"))
    #expect(session.terminal.text.contains("Enter signs in · Esc cancels"))

    session.terminal.press(.enter)
    #expect(session.stack.modals.count == 1, "nothing typed, nothing happens")
    session.terminal.type("quack@example")
    session.terminal.press(.enter)
    #expect(session.terminal.text.contains("Email: quack@example"), "q is text in the field")
    let said = session.lines.joined(separator: " ")
    #expect(said.contains("\"quack@example\" is not an email address"), "\(said)")
    #expect(session.stack.modals.count == 1, "the modal stays")
    #expect(activation.outcome == nil)

    session.terminal.type(".com")
    session.terminal.press(.enter)
    #expect(await activation.decision() == .activated)
    #expect(session.guarded.received == ["order"], "the held activation went on")
    #expect(try session.dependencies.account.currentUser()?.email.value == "quack@example.com")
    #expect(session.stack.modals.isEmpty, "the modal is gone")
    #expect(session.lines[0] == "Cart")
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("Esc refuses the held activation, and the customer is back where they were")
  func escapeRefuses() async throws {
    let session = try ScreenSession()
    let activation = try await activateGuarded(session)
    session.terminal.type("ada")
    session.terminal.press(.escape)
    #expect(
      await activation.decision()
        == .refused(barrier: "signed-in", reason: Self.refusal))
    #expect(session.guarded.made == 0, "never made")
    #expect(session.stack.modals.isEmpty)
    #expect(session.lines[0] == "Cart")
    #expect(!session.terminal.text.contains("Sign in"))
    #expect(try session.dependencies.account.currentUser() == nil)
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("a damaged account is said in full in the modal; Esc refuses, the file left as it was")
  func damagedAccount() async throws {
    let garbage = Data("nonsense".utf8)
    let storage = InMemoryStorage(documents: ["account": garbage])
    let session = try ScreenSession(rows: 16, columns: 60, storage: storage)
    let activation = try await activateGuarded(session)
    session.terminal.type(AccountFixtures.ada)
    session.terminal.press(.enter)
    let said = session.lines.map {
      $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ "))
    }.joined(separator: " ")
    #expect(said.contains("memory:account is corrupt: "), "\(said)")
    #expect(said.contains("repair it, or move it away to start afresh"), "\(said)")
    #expect(session.stack.modals.count == 1, "it stays, for the customer to read")

    session.terminal.press(.escape)
    #expect(
      await activation.decision()
        == .refused(barrier: "signed-in", reason: Self.refusal))
    #expect(storage.snapshot["account"] == garbage)
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("a second activation while the modal asks waits for the same sign-in")
  func oneQuestion() async throws {
    let session = try ScreenSession()
    let first = try await activateGuarded(session)
    let second = session.harness.motherboard.io(.guarded).activate("again")
    #expect(session.stack.modals.count == 1, "one modal")
    session.terminal.type(AccountFixtures.ada)
    session.terminal.press(.enter)
    #expect(await first.decision() == .activated)
    #expect(await second.decision() == .activated)
    #expect(session.guarded.received.sorted() == ["again", "order"])
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("the modal and the sign-in are released once left, signed in or not")
  func leaks() async throws {
    let session = try ScreenSession()
    let refused = try await activateGuarded(session)
    weak let first = session.stack.modals.last
    session.terminal.press(.escape)
    _ = await refused.decision()
    let resumed = try await activateGuarded(session)
    weak let second = session.stack.modals.last
    session.terminal.type(AccountFixtures.ada)
    session.terminal.press(.enter)
    #expect(await resumed.decision() == .activated)
    #expect(await session.harness.leakTracker.finishPendingChecks(within: .seconds(10)).isEmpty)
    #expect(first == nil && second == nil, "each modal went with its sign-in")
    #expect(await session.harness.finish().isEmpty)
  }
}
