import CoreTesting
import TerminalUITesting
import Testing

@Suite("The account example")
struct AccountExampleTests {
  @Test("runs the account alone: requests, a refused address, the gateway refusing and resuming")
  func printsASession() async throws {
    let run = try await BuiltExecutable("AccountExample").run()
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.hasPrefix("> whoami\nNot signed in.\n"))
    #expect(
      run.output.contains(
        "> sign-in ada.example.com\nerror: \"ada.example.com\" is not an email address: "))
    #expect(run.output.contains("> sign-in ada@example.com\nSigned in as ada@example.com.\n"))
    #expect(run.output.contains("> whoami\nada@example.com\n> sign-out\nSigned out.\n"))
    #expect(
      run.output.contains(
        "> orders  (the customer answers nothing)\n"
          + "Sign in to continue. Email (empty to cancel): \n"
          + "error: orders needs a signed-in customer; run 'sign-in <email>' first\n"))
    #expect(
      run.output.contains(
        """
        Sign in to continue. Email (empty to cancel): grace@navy
        "grace@navy" is not an email address: the domain needs a dot, as in example.com
        Sign in to continue. Email (empty to cancel): Grace.Hopper@Navy.example.org
        Signed in as grace.hopper@navy.example.org.
        (the orders of grace.hopper@navy.example.org would be listed here)

        """))
    #expect(
      run.output.contains(
        "heard: signed in ada@example.com, signed out, signed in grace.hopper@navy.example.org."))
    #expect(run.output.hasSuffix("Every account flow was released.\n"))
  }
}

@Suite(
  "The account example at a terminal",
  .enabled(if: PseudoTerminal.isAvailable, "pseudo-terminals cannot be opened here"))
struct AccountExampleScreenTests {
  @Test("opens the account full screen: sign in, sign out, the barrier's sign-in; leaving ends it")
  func opensFullScreen() async throws {
    let terminal = try PseudoTerminal(rows: 16, columns: 80)
    defer { terminal.close() }
    try terminal.launch(
      try BuiltExecutable("AccountExample").url, environment: ["SWIFT_BACKTRACE": "enable=no"])
    try await terminal.waitUntil("the account shows") {
      $0.isAlternateScreen && $0.lines[0] == "Account" && $0.lines[1] == "Not signed in"
        && $0.lines[15].hasSuffix(" not signed in")
    }
    terminal.press(.enter)
    terminal.send(bytes: Array("ada@example.com".utf8))
    terminal.press(.enter)
    try await terminal.waitUntil("signed in, and the status line follows") {
      $0.lines[1] == "Signed in as ada@example.com"
        && $0.lines[15].hasSuffix(" ada@example.com")
    }
    terminal.press(.down, .enter)
    try await terminal.waitUntil("it asks") { $0.text.contains("Sign out ada@example.com?") }
    terminal.press(.character("y"))
    try await terminal.waitUntil("signed out") {
      $0.lines[1] == "Not signed in" && $0.lines[15].hasSuffix(" not signed in")
    }
    terminal.press(.character("o"))
    try await terminal.waitUntil("the barrier asks") { $0.text.contains("Sign in to continue.") }
    terminal.send(bytes: Array("grace@example.com".utf8))
    terminal.press(.enter)
    try await terminal.waitUntil("the orders go on, and the open account follows") {
      $0.lines[15].contains("(the orders of grace@example.com would be listed here)")
        && $0.lines[1] == "Signed in as grace@example.com"
    }
    terminal.press(.escape)
    #expect(try await terminal.waitForExit() == .exited(0))
    try await terminal.waitUntil("it says so on the main screen") {
      !$0.isAlternateScreen && $0.text.contains("Every account flow was released.")
    }
  }
}
