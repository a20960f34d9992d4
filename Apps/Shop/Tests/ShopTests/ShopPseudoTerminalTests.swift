import CoreTesting
import Foundation
import TerminalUI
import TerminalUITesting
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `shop` run in a pseudo-terminal, as a person runs it at a terminal with no
/// command: it takes the terminal over, draws the catalog, takes keys, and whatever ends it,
/// the terminal's modes afterwards are those it had.
@Suite(
  "The shop binary full screen, in a pseudo-terminal", .serialized,
  .enabled(if: PseudoTerminal.isAvailable, "pseudo-terminals cannot be opened here"))
struct ShopPseudoTerminalTests {
  /// A pseudo-terminal with `shop` started in it over a fresh data directory, and the
  /// terminal's modes from before.
  private struct Run {
    let terminal: PseudoTerminal
    let before: TerminalModes
    let directory: TemporaryDirectory

    init() async throws {
      directory = try TemporaryDirectory(prefix: "ShopPseudoTerminal")
      terminal = try PseudoTerminal(rows: 24, columns: 80)
      before = try terminal.modes()
      // No interactive backtrace on a crash (it would wait for a key), and none of the
      // developer's shop settings.
      try terminal.launch(
        ShopBinary.url, arguments: ["--data-dir", directory.url.path],
        environment: ["SWIFT_BACKTRACE": "enable=no", "SHOP_FLAGS": "", "SHOP_LOG_LEVEL": ""])
      try await terminal.waitUntil("the shop draws the catalog") {
        $0.isAlternateScreen && $0.lines[0].hasPrefix(" 1 Catalog   2 Cart   3 Orders   4 Account")
          && $0.lines[1] == "Catalog" && $0.lines[3] == "> Audio"
          && $0.lines[23].hasSuffix("0 items · not signed in")
      }
    }

    /// Waits until the terminal shows the user's screen again, with the cursor; the last bytes
    /// may still be on their way after the exit.
    func waitForMainScreen() async throws {
      try await terminal.waitUntil("the main screen is back, with the cursor") {
        !$0.isAlternateScreen && $0.isCursorVisible
      }
    }
  }

  @Test("u opens the account: sign in there, the status line names the customer, q quits")
  func account() async throws {
    let run = try await Run()
    defer { run.terminal.close() }
    #expect(run.terminal.screen.lines[23].hasPrefix(" Catalog · c cart · o orders · u account"))
    run.terminal.press(.character("u"))
    try await run.terminal.waitUntil("the account opens") { $0.lines[1] == "Account" }
    run.terminal.press(.enter)
    run.terminal.send(bytes: Array("ada@example.com".utf8))
    run.terminal.press(.enter)
    try await run.terminal.waitUntil("signed in, and the status line follows") {
      $0.lines[2] == "Signed in as ada@example.com"
        && $0.lines[23].hasSuffix("0 items · ada@example.com")
    }
    run.terminal.press(.character("q"))
    #expect(try await run.terminal.waitForExit() == .exited(0))
    #expect(try run.terminal.modes() == run.before)
    try await run.waitForMainScreen()
  }

  @Test("it opens full screen in raw mode, takes keys, quits on q, and the modes come back")
  func quitOnQ() async throws {
    let run = try await Run()
    defer { run.terminal.close() }
    let during = try run.terminal.modes()
    #expect(!during.isCanonical)
    #expect(!during.isEchoing)
    #expect(run.before.isCanonical)
    run.terminal.press(.down, .character("j"), .character("j"), .enter)
    try await run.terminal.waitUntil("Kitchen opens") { $0.lines[1] == "Kitchen" }
    run.terminal.press(.enter, .character("a"))
    try await run.terminal.waitUntil("it asks how many") { $0.text.contains("How many") }
    run.terminal.press(.character("2"), .enter)
    try await run.terminal.waitUntil("the cart opens and the status counts 2") {
      $0.lines[1] == "Cart" && $0.lines[23].hasSuffix("2 items · not signed in")
    }
    run.terminal.press(.escape)
    try await run.terminal.waitUntil("the product again") { $0.lines[1] == "Bamboo Cutting Board" }
    run.terminal.press(.character("q"))
    #expect(try await run.terminal.waitForExit() == .exited(0))
    #expect(try run.terminal.modes() == run.before)
    try await run.waitForMainScreen()
  }

  @Test(
    "SIGTERM and SIGINT end it by the signal, the modes restored", arguments: [SIGTERM, SIGINT])
  func signals(signal: Int32) async throws {
    let run = try await Run()
    defer { run.terminal.close() }
    run.terminal.signalForeground(signal)
    #expect(try await run.terminal.waitForExit() == .signaled(signal))
    #expect(try run.terminal.modes() == run.before)
    try await run.waitForMainScreen()
  }

  @Test("Ctrl-C quits as q does; a resize before redraws at the new size")
  func resizeAndControlC() async throws {
    let run = try await Run()
    defer { run.terminal.close() }
    run.terminal.resize(rows: 10, columns: 40)
    try await run.terminal.waitUntil("the status line is on the new last row") {
      $0.lines[9].hasPrefix(" Catalog ") && $0.lines[9].hasSuffix("0 items · not signed in")
        && $0.lines[8].hasPrefix("Enter opens")
    }
    run.terminal.press(.control("c"))
    #expect(try await run.terminal.waitForExit() == .exited(0))
    #expect(try run.terminal.modes() == run.before)
  }
}
