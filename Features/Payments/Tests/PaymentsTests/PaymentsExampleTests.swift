import CoreTesting
import TerminalUITesting
import Testing

@Suite("The payments example")
struct PaymentsExampleTests {
  @Test(
    "runs the payments module alone: receipts shown, outcomes routed, methods following sign-in")
  func printsASession() async throws {
    let run = try await BuiltExecutable("PaymentsExample").run()
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.hasPrefix("payment methods: card\n"))
    #expect(
      run.output.contains(
        """
        > pay $24.50 with card ending 4242, expires 12/2028
        Payment: paid $24.50 by card ending 4242 (reference CARD-4242-1768471200)
          approved: card ending 4242, reference CARD-4242-1768471200

        """))
    #expect(
      run.output.contains(
        """
        > pay $24.50 with card ending 0002, expires 12/2028
          refused: payment declined: the card provider refused card ending 0002 \
        (this test card is always declined)

        """))
    #expect(
      run.output.contains(
        """
        > sign-in bob@example.org
          payment methods now: card
        > pay $24.50 with invoice
          refused: payment method unavailable: invoice is not offered to example.org addresses \
        (allowed: example.com)
        > sign-in ada@example.com
          payment methods now: card, invoice
        > pay $120.00 with invoice
        Payment: paid $120.00 by invoice to ada@example.com (reference INV-1768471202)

        """))
    #expect(
      run.output.contains(
        "  [warning] Payments: payment declined: the card provider refused card ending 0002"))
    #expect(!run.output.contains("4242 4242"))
    #expect(!run.output.contains("424242424242"))
    #expect(run.output.hasSuffix("Every payments flow was released.\n"))
  }
}

@Suite(
  "The payments example at a terminal",
  .enabled(if: PseudoTerminal.isAvailable, "pseudo-terminals cannot be opened here"))
struct PaymentsExampleScreenTests {
  @Test("opens the methods full screen; a card typed, paid, shown; leaving ends it, all released")
  func opensFullScreen() async throws {
    let terminal = try PseudoTerminal(rows: 12, columns: 60)
    defer { terminal.close() }
    try terminal.launch(
      try BuiltExecutable("PaymentsExample").url, environment: ["SWIFT_BACKTRACE": "enable=no"])
    try await terminal.waitUntil("the methods show") {
      $0.isAlternateScreen && $0.lines[0] == "Payment method"
        && $0.lines[3] == "  Invoice to ada@example.com"
        && $0.lines[11].hasSuffix("ada@example.com · payments example")
    }
    terminal.press(.enter)
    try await terminal.waitUntil("the card form shows") { $0.lines[0] == "Card" }
    terminal.send(bytes: Array("4242 4242 4242 4242".utf8))
    terminal.press(.tab)
    terminal.send(bytes: Array("12/28".utf8))
    terminal.press(.enter)
    try await terminal.waitUntil("the payment shows") {
      $0.lines[0] == "Payment" && $0.lines[3].hasPrefix("Paid $24.50 by card ending 4242")
    }
    terminal.press(.escape)
    try await terminal.waitUntil("the methods again") { $0.lines[0] == "Payment method" }
    terminal.press(.escape)
    #expect(try await terminal.waitForExit() == .exited(0))
    try await terminal.waitUntil("it says so on the main screen") {
      !$0.isAlternateScreen && $0.text.contains("Every payments flow was released.")
    }
  }
}
