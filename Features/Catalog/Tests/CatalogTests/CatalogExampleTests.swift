import CoreTesting
import TerminalUITesting
import Testing

@Suite("The catalog example")
struct CatalogExampleTests {
  @Test("runs the catalog alone under both rankings, browses, and adds from a product's detail")
  func printsASession() async throws {
    let run = try await BuiltExecutable("CatalogExample").run()
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output.contains(
        """
        # search=v1
        > search mug
        SKU  Name      Category   Price
        M-1  Blue Mug  Kitchen    €9.00
        M-2  Mug Rack  Storage   €25.00
        2 products
        """))
    #expect(
      run.output.contains(
        """
        # search=v2
        > search mug
        SKU  Name      Category   Price
        M-2  Mug Rack  Storage   €25.00
        M-1  Blue Mug  Kitchen    €9.00
        2 products
        > search ug
        No products match "ug".
        """))
    #expect(run.output.contains("> browse\nCategories:\n  Gadgets\n"))
    #expect(
      run.output.contains(
        "> browse Garden\nerror: no category named \"Garden\"; categories: Gadgets, Kitchen"))
    #expect(
      run.output.contains(
        """
        Add to cart, how many? (empty to skip): 2
        routed: addToCart(M-1, quantity: 2)
        """))
    #expect(run.output.hasSuffix("Every catalog flow was released.\n"))
  }
}

@Suite(
  "The catalog example at a terminal",
  .enabled(if: PseudoTerminal.isAvailable, "pseudo-terminals cannot be opened here"))
struct CatalogExampleScreenTests {
  @Test("opens the catalog's screens full screen; leaving the catalog ends it, every flow released")
  func opensFullScreen() async throws {
    let terminal = try PseudoTerminal(rows: 16, columns: 60)
    defer { terminal.close() }
    try terminal.launch(
      try BuiltExecutable("CatalogExample").url, environment: ["SWIFT_BACKTRACE": "enable=no"])
    try await terminal.waitUntil("the categories show") {
      $0.isAlternateScreen && $0.lines[0] == "Catalog" && $0.lines[2] == "> Gadgets"
    }
    terminal.press(.down, .enter)
    try await terminal.waitUntil("Kitchen opens") { $0.lines[0] == "Kitchen" }
    terminal.press(.escape)
    try await terminal.waitUntil("the categories again") { $0.lines[0] == "Catalog" }
    terminal.press(.escape)
    #expect(try await terminal.waitForExit() == .exited(0))
    try await terminal.waitUntil("it says so on the main screen") {
      !$0.isAlternateScreen && $0.text.contains("Every catalog flow was released.")
    }
  }
}
