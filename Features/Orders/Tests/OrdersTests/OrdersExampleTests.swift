import CoreTesting
import TerminalUITesting
import Testing

@Suite("The orders example")
struct OrdersExampleTests {
  @Test("runs the orders alone: each customer sees their own orders; signed out, none")
  func printsASession() async throws {
    let run = try await BuiltExecutable("OrdersExample").run()
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.hasPrefix("> orders\nNo orders yet.\n"))
    #expect(run.output.contains("Placed order 1004 for ada@example.com: $33.99.\n"))
    #expect(
      run.output.contains(
        """
        > orders
        Order  Date        Items   Total
        1004   2026-01-18      3  $33.99
        1002   2026-01-16      1  $34.00
        1001   2026-01-15      3  $33.99

        """))
    #expect(run.output.contains("> orders 1002\nOrder 1002, placed 2026-01-16 by ada@example.com"))
    #expect(run.output.contains("Ship to: Karl Johans gate 1, Oslo\n"))
    #expect(run.output.contains("The 2nd of 3 orders placed by ada@example.com.\n> orders 1003"))
    #expect(
      run.output.contains(
        "> orders 1003\nerror: you have no order numbered 1003; run 'shop orders' to list yours\n"
      ))
    #expect(
      run.output.contains(
        "> orders 999\nerror: you have no order numbered 999; run 'shop orders' to list yours\n"))
    #expect(
      run.output.contains(
        """
        > orders
        Order  Date        Items   Total
        1003   2026-01-17      3  $26.97
        > orders 1003
        Order 1003, placed 2026-01-17 by grace@example.com
        """))
    #expect(run.output.contains("The only order placed by grace@example.com.\n"))
    #expect(
      run.output.contains(
        "(grace@example.com signs out)\n> orders\nerror: orders are shown to the customer who"
          + " placed them; sign in to see yours\n"))
    #expect(run.output.hasSuffix("Every orders flow was released.\n"))
  }
}

@Suite(
  "The orders example at a terminal",
  .enabled(if: PseudoTerminal.isAvailable, "pseudo-terminals cannot be opened here"))
struct OrdersExampleScreenTests {
  @Test("opens the orders' screens full screen; p places an order that shows; leaving ends it")
  func opensFullScreen() async throws {
    let terminal = try PseudoTerminal(rows: 12, columns: 60)
    defer { terminal.close() }
    try terminal.launch(
      try BuiltExecutable("OrdersExample").url, environment: ["SWIFT_BACKTRACE": "enable=no"])
    try await terminal.waitUntil("the orders show") {
      $0.isAlternateScreen && $0.lines[0] == "Orders"
        && $0.lines[2] == "> 1002   2026-01-16      1  $34.00"
    }
    terminal.press(.enter)
    try await terminal.waitUntil("the detail opens") { $0.lines[0].hasPrefix("Order 1002,") }
    terminal.press(.escape)
    try await terminal.waitUntil("the orders again") { $0.lines[0] == "Orders" }
    terminal.press(.character("p"))
    try await terminal.waitUntil("the new order shows, and its confirmation") {
      $0.lines[2] == "  1004   2026-01-19      1  $34.00"
        && $0.lines[11].contains("Order 1004 placed: $34.00")
    }
    terminal.press(.escape)
    #expect(try await terminal.waitForExit() == .exited(0))
    try await terminal.waitUntil("it says so on the main screen") {
      !$0.isAlternateScreen && $0.text.contains("Every orders flow was released.")
    }
  }
}
