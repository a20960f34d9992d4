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

@Suite("The account's screen, in a virtual terminal")
@MainActor
struct AccountScreenTests {
  static let ada = User(email: try! EmailAddress(AccountFixtures.ada))

  @Test("sign in: Enter opens the field, a refused address is said under it and it stays")
  func signIn() async throws {
    let session = try ScreenSession()
    let run = session.open()
    try await session.waitUntil("the account shows") { $0[0] == "Account" }
    #expect(Array(session.lines[1...3]) == ["Not signed in", "", "> Sign in"])
    #expect(session.lines[10] == "Enter chooses · Esc goes back · q quits")
    #expect(session.lines[11] == " Cart › Account")

    session.terminal.press(.enter)
    #expect(session.lines[5] == "Email: your email address", "the field, empty")
    #expect(session.lines[10] == "Enter signs in · Esc closes the field")
    session.terminal.type("quick.example.com")
    #expect(session.lines[5] == "Email: quick.example.com", "q and c are text in the field")
    session.terminal.press(.enter)
    #expect(
      Array(session.lines[6...7]) == [
        "\"quick.example.com\" is not an email address: it needs",
        "exactly one '@'",
      ])
    #expect(session.lines[5] == "Email: quick.example.com", "the field stays, with the address")
    #expect(session.outputs.values.isEmpty)

    session.terminal.press(.control("u"))
    session.terminal.type(AccountFixtures.ada)
    session.terminal.press(.enter)
    #expect(
      Array(session.lines[1...6]) == [
        "Signed in as ada@example.com", "", "> Sign in as someone else", "  Sign out", "",
        "Signed in as ada@example.com.",
      ])
    #expect(session.lines[10] == "Enter chooses · Esc goes back · q quits", "the field closed")
    #expect(session.outputs.values == [.signedIn(Self.ada)])
    #expect(try session.dependencies.account.currentUser() == Self.ada)

    session.terminal.press(.escape)
    #expect(await run.value == .finished)
    #expect(session.lines[0] == "Cart", "back where the customer was")
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("Esc closes the field and nothing more; the refusal goes with it, and stays gone")
  func closingTheField() async throws {
    let session = try ScreenSession()
    _ = session.open()
    try await session.waitUntil("the account shows") { $0[0] == "Account" }
    session.terminal.press(.enter)
    session.terminal.type("ada")
    session.terminal.press(.enter)
    #expect(session.terminal.text.contains("is not an email address"))
    session.terminal.press(.escape)
    #expect(session.lines[0] == "Account", "still on the account")
    #expect(!session.terminal.text.contains("Email:"))
    #expect(!session.terminal.text.contains("is not an email address"))
    session.terminal.press(.enter)
    #expect(session.lines[5] == "Email: your email address")
    #expect(!session.terminal.text.contains("is not an email address"), "a new field, no refusal")
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("sign out asks in a modal: n keeps the customer, y signs out")
  func signOut() async throws {
    let session = try ScreenSession()
    try session.dependencies.account.signIn(EmailAddress(AccountFixtures.ada))
    let run = session.open()
    try await session.waitUntil("the account shows") { $0[1] == "Signed in as ada@example.com" }
    session.terminal.press(.down, .enter)
    try await session.waitUntil("it asks") {
      $0.joined().contains("Sign out ada@example.com? [Y/n]")
    }
    session.terminal.press(.character("n"))
    #expect(!session.terminal.text.contains("Sign out ada@example.com?"), "answered: gone")
    #expect(session.lines[1] == "Signed in as ada@example.com")
    #expect(session.outputs.values.isEmpty)

    session.terminal.press(.enter)
    try await session.waitUntil("it asks again") { $0.joined().contains("[Y/n]") }
    session.terminal.press(.character("y"))
    #expect(Array(session.lines[1...5]) == ["Not signed in", "", "> Sign in", "", "Signed out."])
    #expect(session.outputs.values == [.signedOut])
    #expect(try session.dependencies.account.currentUser() == nil)

    session.terminal.press(.backspace)
    #expect(await run.value == .finished)
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("while open, the screen follows who signs in and out elsewhere")
  func followsTheChannel() async throws {
    let session = try ScreenSession()
    _ = session.open()
    try await session.waitUntil("the account shows") { $0[1] == "Not signed in" }
    try session.dependencies.account.signIn(EmailAddress(AccountFixtures.grace))
    try await session.waitUntil("grace shows") {
      $0[1] == "Signed in as grace.hopper@navy.example.org"
    }
    try session.dependencies.account.signOut()
    try await session.waitUntil("nobody shows") { $0[1] == "Not signed in" }
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("a command reaches the open account, which stays on screen")
  func commandJoins() async throws {
    let session = try ScreenSession()
    try session.dependencies.account.signIn(EmailAddress(AccountFixtures.ada))
    let run = session.open()
    try await session.waitUntil("the account shows") { $0[0] == "Account" }
    let outcome = session.harness.motherboard.io(.account).activate(.signOut)
    #expect(outcome.outcome == .activated)
    try await session.waitUntil("signed out") { $0.contains("Signed out.") }
    #expect(session.stack.screens.count == 2, "the account once, over where the customer was")
    #expect(session.outputs.values == [.signedOut])
    session.terminal.press(.escape)
    #expect(await run.value == .finished)
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("a damaged account is said in full on the screen, which stays until the customer leaves")
  func damagedAccount() async throws {
    let garbage = Data("nonsense".utf8)
    let storage = InMemoryStorage(documents: ["account": garbage])
    let session = try ScreenSession(storage: storage)
    let run = session.open()
    try await session.waitUntil("the account shows") { $0[0] == "Account" }
    #expect(session.lines[1] == "Cannot tell who is signed in")
    let said = session.lines[5...9].map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }.joined(separator: " ")
    #expect(said.hasPrefix("memory:account is corrupt: "), "\(said)")
    #expect(said.hasSuffix("repair it, or move it away to start afresh"), "\(said)")

    session.terminal.press(.enter)
    session.terminal.type(AccountFixtures.ada)
    session.terminal.press(.enter)
    #expect(session.terminal.text.contains("memory:account is corrupt"), "said again, in place")
    #expect(session.lines[0] == "Account")
    #expect(storage.snapshot["account"] == garbage, "never overwritten")
    session.terminal.press(.escape, .escape)
    #expect(await run.value == .finished, "leaving is no failure")
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("the account's screen, its question and its feature are released once left")
  func leaks() async throws {
    let session = try ScreenSession()
    try session.dependencies.account.signIn(EmailAddress(AccountFixtures.ada))
    let run = session.open()
    try await session.waitUntil("the account shows") { $0[0] == "Account" }
    weak let screen = session.stack.screens.last
    session.terminal.press(.down, .enter)
    try await session.waitUntil("it asks") { $0.joined().contains("[Y/n]") }
    weak let question = session.stack.modals.last
    session.terminal.press(.escape)
    #expect(session.stack.modals.isEmpty)
    session.terminal.press(.escape)
    #expect(await run.value == .finished)
    #expect(await session.harness.leakTracker.finishPendingChecks(within: .seconds(10)).isEmpty)
    #expect(screen == nil, "the screen went with its flow")
    #expect(question == nil)
    #expect(session.stack.screens.count == 1)
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("at 80×24 and after a resize, the account fits; a long refusal wraps")
  func sizes() async throws {
    let session = try ScreenSession(rows: 24, columns: 80)
    _ = session.open()
    try await session.waitUntil("the account shows") { $0[0] == "Account" }
    #expect(session.lines[22] == "Enter chooses · Esc goes back · q quits")
    session.terminal.press(.enter)
    session.terminal.type("ada@exa mple.com")
    session.terminal.press(.enter)
    #expect(
      session.lines[6]
        == "\"ada@exa mple.com\" is not an email address: the domain 'exa mple.com' is not a")
    #expect(session.lines[7] == "valid host name")
    session.terminal.resize(rows: 10, columns: 40)
    try await session.waitUntil("redrawn at 40 columns") { $0.count == 10 && $0[8].count <= 40 }
    #expect(session.lines[5] == "Email: ada@exa mple.com")
    #expect(session.lines[6] == "\"ada@exa mple.com\" is not an email")
    #expect(session.lines[8] == "Enter signs in · Esc closes the field")
    #expect(await session.harness.finish().isEmpty)
  }
}
