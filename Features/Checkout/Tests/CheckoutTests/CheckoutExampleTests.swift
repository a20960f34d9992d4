import CoreTesting
import TerminalUITesting
import Testing

@Suite("The checkout example")
struct CheckoutExampleTests {
  @Test("runs checkout alone: the boards each checkout ran, the layouts, refusals, no leaks")
  func printsEachCheckout() async throws {
    let run = try await BuiltExecutable("CheckoutExample").run()
    #expect(run.status == 0, "\(run.errors)")
    let blocks = run.output.components(separatedBy: "> checkout ").dropFirst()
    #expect(blocks.count == 6)
    #expect(
      blocks.first == """
        (signed out: the barrier signs in first)
        Review: 3 items, total $41.00
        Shipping: ship to 12 Harbour Road, Bristol BS1 4RN
        Receipt: order 1001: 2 lines, total $41.00
          boards: checkout -> order-form -> payment -> receipt
          every flow released

        """)
    #expect(run.output.contains("Order for ada@example.com\n"))
    #expect(
      run.output.contains(
        "error: nothing was charged: payment declined: insufficient funds"
      ))
    #expect(run.output.contains("error: invalid shipping address: it is too short"))
    #expect(run.output.contains("error: the cart is empty"))
    #expect(
      run.output.hasSuffix(
        """
        error: checkout refused by signed-in: needs a signed-in customer
          boards: none
          every flow released

        """))
    #expect(!run.output.contains("leaks:"))
  }
}

@Suite(
  "The checkout example at a terminal",
  .enabled(if: PseudoTerminal.isAvailable, "pseudo-terminals cannot be opened here"))
struct CheckoutExampleScreenTests {
  @Test("opens the address full screen on fixtures; confirmed, the receipt; leaving ends it")
  func opensFullScreen() async throws {
    let terminal = try PseudoTerminal(rows: 12, columns: 60)
    defer { terminal.close() }
    try terminal.launch(
      try BuiltExecutable("CheckoutExample").url, environment: ["SWIFT_BACKTRACE": "enable=no"])
    try await terminal.waitUntil("the address shows") {
      $0.isAlternateScreen && $0.lines[0] == "Checkout"
        && $0.lines[11].hasSuffix("3 items · checkout example")
    }
    terminal.send(bytes: Array("12 Harbour Road".utf8))
    terminal.press(.enter)
    try await terminal.waitUntil("the review shows") { $0.lines[0] == "Review" }
    terminal.press(.enter)
    try await terminal.waitUntil("the receipt shows") {
      $0.lines[0] == "Order 1001 placed" && $0.lines[11].hasSuffix("0 items · checkout example")
    }
    terminal.press(.escape)
    #expect(try await terminal.waitForExit() == .exited(0))
    try await terminal.waitUntil("it says so on the main screen") {
      !$0.isAlternateScreen && $0.text.contains("Order 1001 placed: $41.00.")
        && $0.text.contains("Every checkout flow was released.")
    }
  }
}
