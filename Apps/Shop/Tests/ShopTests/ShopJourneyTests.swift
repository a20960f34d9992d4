import Foundation
import Testing

@Suite("A customer's journey through the shop executable")
struct ShopJourneyTests {
  @Test(
    "sign in, search, add two products, check out by card, and the order outlives the process",
    arguments: [[], ["--flag", "search=v2"]])
  func journey(flags: [String]) async throws {
    let shop = ShopBinary()
    func run(_ arguments: [String]) async throws -> ShopBinary.Result {
      try await shop.run(arguments + flags)
    }
    #expect(
      try await run(["sign-in", "ada@example.com"]).output == "Signed in as ada@example.com.\n")
    let search = try await run(["search", "mug"])
    #expect(search.output.contains("MUG-001"))
    #expect(try await run(["cart", "add", "MUG-001", "2"]).status == 0)
    let added = try await run(["cart", "add", "OFF-030"])
    #expect(added.output.contains("3 items, total $59.00"))

    let checkout = try await run([
      "checkout", "--address", "1 Loop Road, Springfield", "--pay", "card:4242424242424242:12/39",
    ])
    #expect(checkout.status == 0, "\(checkout.errors)")
    #expect(checkout.output.contains("Order 1001 placed: $59.00, paid by card ending 4242."))
    #expect(!checkout.output.contains("4242424242424242"))

    let later = try await run(["orders"])
    #expect(later.output.contains("1001"))
    #expect(later.output.contains("$59.00"))
    let detail = try await run(["orders", "1001"])
    #expect(detail.output.contains("Ship to: 1 Loop Road, Springfield"))
    #expect(detail.output.contains("Stoneware Coffee Mug"))
    #expect(try await run(["cart"]).output == "The cart is empty.\n")
  }

  @Test("the search flag changes the ranking of the binary's search")
  func searchVariant() async throws {
    let shop = ShopBinary()
    let firstProduct = { (arguments: [String]) async throws -> String? in
      try await shop.run(arguments).output.split(separator: "\n").dropFirst().first.map(String.init)
    }
    // v1 scores every name that contains "mug" alike and orders by name; v2 ranks the name that
    // starts with the word first.
    #expect(try await firstProduct(["search", "mug"])?.contains("Enamel Camping Mug") == true)
    #expect(
      try await firstProduct(["search", "mug", "--flag", "search=v2"])?.contains("Mug Warmer")
        == true)
    #expect(
      try await firstProduct(["search", "mug", "--flag", "search=v1"])?.contains("Enamel") == true)
  }

  @Test("checkout without signing in fails with exit code 1 and leaves the cart")
  func checkoutNeedsSignIn() async throws {
    let shop = ShopBinary()
    _ = try await shop.run(["cart", "add", "MUG-001"])
    let result = try await shop.run(["checkout", "--address", "1 Loop Road", "--pay", "invoice"])
    #expect(result.status == 1)
    #expect(result.errors.contains("signed-in customer"))
    #expect(try await shop.run(["cart"]).output.contains("MUG-001"))
  }

  @Test("a declined card leaves the cart intact and places no order")
  func declinedCard() async throws {
    let shop = ShopBinary()
    _ = try await shop.run(["sign-in", "ada@example.com"])
    _ = try await shop.run(["cart", "add", "MUG-001"])
    let result = try await shop.run([
      "checkout", "--address", "1 Loop Road", "--pay", "card:4000000000000002:12/39",
    ])
    #expect(result.status == 1)
    #expect(result.errors.hasPrefix("error: nothing was charged: payment declined"))
    #expect(result.errors.split(separator: "\n").count == 1, "said once: \(result.errors)")
    #expect(!result.errors.contains("4000000000000002"))
    #expect(try await shop.run(["cart"]).output.contains("MUG-001"))
    #expect(try await shop.run(["orders"]).output == "No orders yet.\n")
  }

  @Test("SHOP_LOG_LEVEL shows diagnostics below errors; a bad value is a usage error")
  func logLevel() async throws {
    var shop = ShopBinary()
    _ = try await shop.run(["cart", "add", "MUG-001"])
    let checkout = ["checkout", "--address", "1 Loop Road", "--pay", "card:4000000000000002:12/39"]
    _ = try await shop.run(["sign-in", "ada@example.com"])
    shop.environment["SHOP_LOG_LEVEL"] = "warning"
    let verbose = try await shop.run(checkout)
    #expect(verbose.status == 1)
    #expect(verbose.errors.contains("[warning] Payments: payment declined"))
    #expect(verbose.errors.contains("error: nothing was charged: payment declined"))
    shop.environment["SHOP_LOG_LEVEL"] = "loud"
    let bad = try await shop.run(["cart"])
    #expect(bad.status == 2)
    #expect(bad.errors.hasPrefix(#"error: SHOP_LOG_LEVEL is "loud"; it must be one of debug"#))
  }

  @Test("invoice is offered only to allowed email domains")
  func invoice() async throws {
    let shop = ShopBinary()
    _ = try await shop.run(["sign-in", "bob@elsewhere.org"])
    _ = try await shop.run(["cart", "add", "PAN-020"])
    _ = try await shop.run(["cart", "add", "PAN-020"])
    let refused = try await shop.run(["checkout", "--address", "2 Elm Street", "--pay", "invoice"])
    #expect(refused.status == 1)
    _ = try await shop.run(["sign-in", "ada@example.com"])
    let accepted = try await shop.run(["checkout", "--address", "2 Elm Street", "--pay", "invoice"])
    #expect(accepted.status == 0, "\(accepted.errors)")
    #expect(accepted.output.contains("invoice"))
  }

  @Test(
    "bad input is a usage error with exit code 2",
    arguments: [
      ["sign-in", "not-an-email"],
      ["cart", "add", "MUG-001", "two"],
      ["cart", "fly"],
      ["checkout", "--address", "1 Loop Road"],
      ["checkout", "--address", "1 Loop Road", "--pay", "card:4242424242424242:13/30"],
      ["checkout", "--pay", "cheque", "--address", "x"],
      ["orders", "latest"],
      ["search", "mug", "--flag", "search=v9"],
      ["search", "mug", "--flag", "colour=red"],
      ["--data-dir"],
      ["debug", "leaves"],
    ])
  func usageErrors(arguments: [String]) async throws {
    let result = try await ShopBinary().run(arguments)
    #expect(result.status == 2, "\(arguments) -> \(result.status): \(result.errors)")
    #expect(result.errors.hasPrefix("error: "))
    #expect(result.output.isEmpty)
  }

  @Test("a bad flag's hint points to help that lists the flags")
  func flagHint() async throws {
    let shop = ShopBinary()
    let result = try await shop.run(["search", "mug", "--flag", "search=v9"])
    #expect(result.errors.contains("Allowed values: v1, v2"))
    #expect(result.errors.contains("hint: run 'shop help' to see the flags"))
    let help = try await shop.run(["help"])
    #expect(help.status == 0)
    #expect(help.output.contains("search=v1|v2 (default v1)"))
  }

  @Test("--data-dir chooses where documents are kept")
  func dataDirectoryOption() async throws {
    let shop = ShopBinary()
    let other = FileManager.default.temporaryDirectory
      .appendingPathComponent("shop-other-\(UUID().uuidString)")
    _ = try await shop.run(["--data-dir", other.path, "cart", "add", "MUG-001"])
    #expect(try await shop.run(["cart"]).output == "The cart is empty.\n")
    #expect(try await shop.run(["cart", "--data-dir", other.path]).output.contains("MUG-001"))
    #expect(FileManager.default.fileExists(atPath: other.appendingPathComponent("cart.json").path))
  }

  @Test("the checkout flag swaps the order form: steps by default, the whole order on one page")
  func checkoutVariants() async throws {
    for (flags, shows, hides) in [
      ([String](), "Review: 1 item, total", "Order for ada@example.com"),
      (["--flag", "checkout=one-page"], "Order for ada@example.com", "Review:"),
    ] {
      let shop = ShopBinary()
      _ = try await shop.run(["sign-in", "ada@example.com"])
      _ = try await shop.run(["cart", "add", "MUG-001"])
      let result = try await shop.run(
        ["checkout", "--address", "1 Loop Road", "--pay", "invoice"] + flags)
      #expect(result.status == 0, "\(flags): \(result.errors)")
      #expect(result.output.contains(shows), "\(flags)")
      #expect(!result.output.contains(hides), "\(flags)")
      #expect(result.output.contains("Order 1001 placed"))
    }
  }

  @Test("a product's detail shows the product and others of its category; one-shot asks nothing")
  func productDetail() async throws {
    let result = try await ShopBinary().run(["product", "MUG-001"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("MUG-001"))
    #expect(!result.output.contains("how many"))
    let unknown = try await ShopBinary().run(["product", "NOPE-1"])
    #expect(unknown.status == 1)
    #expect(unknown.errors.contains("no product with SKU NOPE-1"))
  }

  @Test("with SHOP_LOG_LEVEL=debug, every leak check is finished and shown before the exit")
  func leakChecksAreLogged() async throws {
    var shop = ShopBinary()
    shop.environment["SHOP_LOG_LEVEL"] = "debug"
    let result = try await shop.run(["cart", "add", "MUG-001"])
    #expect(result.status == 0)
    #expect(result.errors.contains("leak check passed: board cart was released"))
    #expect(result.errors.contains("leak check passed: Flow(ShopContext) was released"))
    #expect(result.errors.contains("leak checks finished:"))
    #expect(result.errors.contains(", 0 leaked"))
  }
}
