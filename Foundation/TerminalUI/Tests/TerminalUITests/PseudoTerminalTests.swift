import Foundation
import TerminalUI
import TerminalUITesting
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The demo program run in a pseudo-terminal, as a person runs it: it takes the terminal over,
/// draws, takes keys, and whatever ends it, the terminal's modes afterwards are those it had,
/// and bracketed paste is off again.
@Suite(
  "A real program in a pseudo-terminal", .serialized,
  .enabled(if: PseudoTerminal.isAvailable, "pseudo-terminals cannot be opened here"))
struct PseudoTerminalTests {
  /// A pseudo-terminal with the demo started in it, and its modes from before.
  private struct Run {
    let terminal: PseudoTerminal
    let before: TerminalModes

    init(underJobControl: Bool = false) async throws {
      terminal = try PseudoTerminal(rows: 12, columns: 40)
      before = try terminal.modes()
      // No interactive backtrace on a crash: it would wait for a key.
      try terminal.launch(
        try DemoExecutable.url(), environment: ["SWIFT_BACKTRACE": "enable=no"],
        underJobControl: underJobControl)
      try await waitForList()
    }

    /// Waits until the output read so far shows the user's screen again, with the cursor and
    /// without bracketed paste, and what else `condition` asks; the last bytes may still be on
    /// their way after the exit.
    func waitForMainScreen(
      _ condition: @escaping @Sendable (EmulatedScreen) -> Bool = { _ in true }
    ) async throws {
      try await terminal.waitUntil("the main screen is back, with the cursor, pastes unmarked") {
        !$0.isAlternateScreen && $0.isCursorVisible && !$0.isBracketedPasteOn && condition($0)
      }
    }

    func waitForList() async throws {
      try await terminal.waitUntil("the demo draws its list, pastes marked") {
        $0.isAlternateScreen && $0.isBracketedPasteOn && $0.lines[1] == "> Apple"
          && $0.lines[11].contains("in basket")
      }
    }
  }

  @Test("It opens full screen in raw mode, takes keys, quits on q, and the modes come back")
  func quitOnQ() async throws {
    let run = try await Run()
    defer { run.terminal.close() }
    let during = try run.terminal.modes()
    #expect(!during.isCanonical)
    #expect(!during.isEchoing)
    #expect(!during.sendsSignals)
    #expect(run.before.isCanonical)
    run.terminal.press(.down, .character("j"), .enter)
    try await run.terminal.waitUntil("the banana page shows") { $0.lines[0] == "Banana" }
    run.terminal.press(.character("a"))
    try await run.terminal.waitUntil("the question shows") { $0.text.contains("How many?") }
    run.terminal.press(.character("3"), .enter)
    try await run.terminal.waitUntil("the basket has 3") {
      !$0.text.contains("How many?") && $0.lines[11].hasSuffix("3 in basket")
    }
    run.terminal.press(.character("q"))
    #expect(try await run.terminal.waitForExit() == .exited(0))
    #expect(try run.terminal.modes() == run.before)
    try await run.waitForMainScreen { $0.text.contains("TerminalUIDemo: bye") }
  }

  @Test("A lone Esc goes back, told apart from the arrows' sequences by the pause after it")
  func escape() async throws {
    let run = try await Run()
    defer { run.terminal.close() }
    run.terminal.press(.enter)
    try await run.terminal.waitUntil("the apple page shows") { $0.lines[0] == "Apple" }
    run.terminal.press(.escape)
    try await run.terminal.waitUntil("the list shows again") { $0.lines[1] == "> Apple" }
    run.terminal.press(.down)
    try await run.terminal.waitUntil("the arrow moves") { $0.lines[2] == "> Apricot" }
    run.terminal.press(.control("c"))
    #expect(try await run.terminal.waitForExit() == .exited(0))
    #expect(try run.terminal.modes() == run.before)
  }

  @Test(
    "SIGTERM, SIGINT and SIGHUP end it by the signal, the modes restored",
    arguments: [SIGTERM, SIGINT, SIGHUP])
  func signals(signal: Int32) async throws {
    let run = try await Run()
    defer { run.terminal.close() }
    run.terminal.signalForeground(signal)
    #expect(try await run.terminal.waitForExit() == .signaled(signal))
    #expect(try run.terminal.modes() == run.before)
    try await run.waitForMainScreen()
  }

  @Test("An error thrown out of the app is reported after the terminal is given back")
  func thrownError() async throws {
    let run = try await Run()
    defer { run.terminal.close() }
    run.terminal.press(.character("x"))
    #expect(try await run.terminal.waitForExit() == .exited(1))
    #expect(try run.terminal.modes() == run.before)
    try await run.waitForMainScreen {
      $0.lines.joined().contains("TerminalUIDemo: error: the x key asks for a failure")
    }
  }

  @Test("A crash gives the terminal back before the program dies of it")
  func crash() async throws {
    let run = try await Run()
    defer { run.terminal.close() }
    run.terminal.press(.character("!"))
    let termination = try await run.terminal.waitForExit()
    #expect(termination == .signaled(SIGILL) || termination == .signaled(SIGTRAP))
    #expect(try run.terminal.modes() == run.before)
    try await run.waitForMainScreen()
  }

  @Test("A resize redraws at the new size")
  func resize() async throws {
    let run = try await Run()
    defer { run.terminal.close() }
    run.terminal.resize(rows: 6, columns: 24)
    try await run.terminal.waitUntil("the status line is on the new last row") {
      $0.lines[5] == " Fruit      0 in basket"
    }
    run.terminal.press(.character("q"))
    #expect(try await run.terminal.waitForExit() == .exited(0))
  }

  @Test(
    "Ctrl-Z or SIGTSTP gives the terminal back while stopped, and fg takes it over again",
    arguments: [true, false])
  func suspendAndResume(byKey: Bool) async throws {
    let run = try await Run(underJobControl: true)
    defer { run.terminal.close() }
    let running = try run.terminal.modes()
    if byKey {
      run.terminal.press(.control("z"))
    } else {
      run.terminal.signalForeground(SIGTSTP)
    }
    try await run.terminal.waitUntilSuspended()
    #expect(try run.terminal.modes() == run.before)
    #expect(!run.terminal.screen.isAlternateScreen)
    #expect(!run.terminal.screen.isBracketedPasteOn, "a paste at the shell is typed as usual")
    run.terminal.resumeSuspended()
    try await run.waitForList()
    #expect(try run.terminal.modes() == running)
    run.terminal.press(.down)
    try await run.terminal.waitUntil("it takes keys again") { $0.lines[2] == "> Apricot" }
    run.terminal.press(.character("q"))
    #expect(try await run.terminal.waitForExit() == .exited(0))
    #expect(try run.terminal.modes() == run.before)
  }

  @Test("A paste is text, never keys: a q and an Enter in it neither quit nor open")
  func pasteIsNotKeys() async throws {
    let run = try await Run()
    defer { run.terminal.close() }
    run.terminal.press(.paste("jq\r"))
    run.terminal.press(.down)
    try await run.terminal.waitUntil("the arrow after the paste moves, the list still shown") {
      $0.lines[2] == "> Apricot"
    }
    run.terminal.press(.character("q"))
    #expect(try await run.terminal.waitForExit() == .exited(0))
    try await run.waitForMainScreen()
  }

  @Test("Ctrl-C behind 100 KB of typed keys quits, and the modes come back")
  func interruptBehindFlood() async throws {
    let run = try await Run()
    defer { run.terminal.close() }
    run.terminal.send(bytes: Array(repeating: UInt8(ascii: "j"), count: 100_000) + [0x03])
    #expect(try await run.terminal.waitForExit() == .exited(0))
    #expect(try run.terminal.modes() == run.before)
    try await run.waitForMainScreen()
  }

  @Test(
    "With TERM dumb or empty it keeps to lines: no full screen, no raw mode",
    arguments: ["dumb", ""])
  func dumbTerminal(type: String) async throws {
    let terminal = try PseudoTerminal(rows: 12, columns: 80)
    defer { terminal.close() }
    let before = try terminal.modes()
    try terminal.launch(try DemoExecutable.url(), environment: ["TERM": type])
    #expect(try await terminal.waitForExit() == .exited(1))
    try await terminal.waitUntil("the demo says why") {
      $0.text.contains("needs a full-screen terminal")
    }
    #expect(!terminal.writtenText.contains("\u{1B}[?1049h"), "never the alternate screen")
    #expect(try terminal.modes() == before)
  }
}
