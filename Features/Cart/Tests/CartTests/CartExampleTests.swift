import CoreTesting
import TerminalUITesting
import Testing

@Suite("The cart example")
struct CartExampleTests {
  @Test("runs the cart alone and prints each command's cart, refusals and the prompt's counts")
  func printsASession() async throws {
    let run = try await BuiltExecutable("CartExample").run()
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("> cart add MUG-001 2\nAdded 2 × MUG-001.\n"))
    #expect(run.output.contains("> cart add XYZ-999\nerror: no product with SKU XYZ-999"))
    #expect(run.output.contains("> cart set MUG-001 0\nerror: quantity must be a whole number"))
    #expect(run.output.contains("heard 4 changes (item counts 2 → 3 → 5 → 3)"))
    #expect(run.output.hasSuffix("Every cart flow was released.\n"))
  }
}

@Suite(
  "The cart example at a terminal",
  .enabled(if: PseudoTerminal.isAvailable, "pseudo-terminals cannot be opened here"))
struct CartExampleScreenTests {
  @Test("opens the cart's screen full screen on fixtures; leaving it ends it, every flow released")
  func opensFullScreen() async throws {
    let terminal = try PseudoTerminal(rows: 12, columns: 60)
    defer { terminal.close() }
    try terminal.launch(
      try BuiltExecutable("CartExample").url, environment: ["SWIFT_BACKTRACE": "enable=no"])
    try await terminal.waitUntil("the cart shows") {
      $0.isAlternateScreen && $0.lines[0] == "Cart"
        && $0.lines[1] == "> Stoneware Mug  2  $12.50  $25.00"
        && $0.lines[11].hasSuffix("3 items · cart example")
    }
    terminal.press(.character("+"))
    try await terminal.waitUntil("the status follows") {
      $0.lines[11].hasSuffix("4 items · cart example")
    }
    terminal.press(.escape)
    #expect(try await terminal.waitForExit() == .exited(0))
    try await terminal.waitUntil("it says so on the main screen") {
      !$0.isAlternateScreen && $0.text.contains("Every cart flow was released.")
    }
  }
}
