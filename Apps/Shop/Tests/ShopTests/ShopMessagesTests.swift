import Foundation
import Testing

/// What the built `shop` says and returns when something is wrong: every message names the
/// problem and what to do, and a script can tell from the exit code.
@Suite("The shop's messages and exit codes")
struct ShopMessagesTests {
  let shop = ShopBinary()

  @Test(
    "a piped session exits with the code of its first failed command, 0 when none failed",
    arguments: [
      ("cart add MUG-001\ncart\n", 0), ("cart add NOPE-1\ncart\nbogus\n", 1),
      ("bogus\ncart add NOPE-1\n", 2), ("cart add MUG-001 1000\ncart\n", 2),
    ])
  func pipedStatus(input: String, status: Int32) async throws {
    let result = try await shop.run([], input: input)
    #expect(result.status == status, "\(result.errors)")
    #expect(result.output.contains("cart") || result.output.contains("item") || status != 0)
  }

  @Test("orders shows only the signed-in customer's orders; signed out, it says to sign in")
  func ordersPerCustomer() async throws {
    _ = try await shop.run(["sign-in", "ada@example.com"])
    _ = try await shop.run(["cart", "add", "MUG-001"])
    #expect(try await shop.run(ShopBinary.checkoutByCard).status == 0)
    _ = try await shop.run(["sign-in", "grace@example.com"])
    let graces = try await shop.run(["orders"])
    #expect(graces.output == "No orders yet.\n")
    let adas = try await shop.run(["orders", "1001"])
    #expect(adas.status == 1)
    #expect(
      adas.errors == "error: you have no order numbered 1001; run 'shop orders' to list yours\n")
    #expect(!adas.output.contains("1 Loop Road"))
    _ = try await shop.run(["sign-out"])
    for arguments in [["orders"], ["orders", "1001"]] {
      let signedOut = try await shop.run(arguments)
      #expect(signedOut.status == 1)
      #expect(signedOut.errors.contains("sign in to see yours"), "\(signedOut.errors)")
      #expect(signedOut.output.isEmpty)
    }
    _ = try await shop.run(["sign-in", "ada@example.com"])
    #expect(try await shop.run(["orders"]).output.contains("1001"))
  }

  @Test("a quantity outside 1 to 999 is a usage error with one message, however large")
  func quantities() async throws {
    for quantity in ["0", "1000", "99999999999999999999", "two"] {
      let result = try await shop.run(["cart", "add", "MUG-001", quantity])
      #expect(result.status == 2, "\(quantity)")
      #expect(
        result.errors.contains(
          "quantity must be a whole number from 1 to 999, not \"\(quantity)\""), "\(result.errors)")
    }
    _ = try await shop.run(["cart", "add", "MUG-001", "999"])
    let full = try await shop.run(["cart", "add", "MUG-001"])
    #expect(full.status == 1)
    #expect(
      full.errors
        == "error: cannot add 1 × MUG-001: the cart holds 999 and a line holds at most 999\n")
  }

  @Test("an empty SKU, a one-letter address and typed escapes each get a clear message")
  func wording() async throws {
    for arguments in [["cart", "add", ""], ["product", ""], ["cart", "remove", ""]] {
      let empty = try await shop.run(arguments)
      #expect(empty.errors.hasPrefix("error: the SKU is empty; give a product's code"))
    }
    _ = try await shop.run(["sign-in", "ada@example.com"])
    _ = try await shop.run(["cart", "add", "MUG-001"])
    let short = try await shop.run(["checkout", "--address", "x", "--pay", "invoice"])
    #expect(short.errors.contains("it is too short (1 character, at least 5)"))
    let escaped = try await shop.run(["product", "MUG\u{1B}[2J"])
    #expect(!escaped.errors.contains("\u{1B}"))
    #expect(escaped.errors.contains("MUG\\u{1B}[2J"))
    let searched = try await shop.run(["search", "\u{1B}[31mred"])
    #expect(!searched.output.contains("\u{1B}"))
  }

  @Test("a data folder that is a file, or a folder where a file should be, is said plainly")
  func misplacedFiles() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("shop-file-\(UUID().uuidString)")
    try Data("x".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let asFolder = try await shop.run(["--data-dir", file.path, "cart", "add", "MUG-001"])
    #expect(asFolder.status == 1)
    #expect(
      asFolder.errors
        == "error: cannot keep documents in \(file.path): it is a file, not a folder; choose"
        + " another folder\n")

    try FileManager.default.createDirectory(
      at: shop.dataDirectory.appendingPathComponent("cart.json"), withIntermediateDirectories: true)
    let folder = try await shop.run(["cart"])
    #expect(folder.status == 1)
    #expect(folder.errors.contains("cart.json: it is a folder where a file should be"))
    #expect(!folder.errors.contains("NSCocoaErrorDomain"))
  }

  @Test("an orders file that is a folder stops checkout before the payment, saying so")
  func ordersFolder() async throws {
    _ = try await shop.run(["sign-in", "ada@example.com"])
    _ = try await shop.run(["cart", "add", "MUG-001"])
    try FileManager.default.createDirectory(
      at: shop.dataDirectory.appendingPathComponent("orders.json"),
      withIntermediateDirectories: true)
    let checkout = try await shop.run(ShopBinary.checkoutByCard)
    #expect(checkout.status == 1)
    #expect(checkout.errors.contains("so nothing was charged"), "\(checkout.errors)")
    #expect(checkout.errors.contains("orders.json: it is a folder where a file should be"))
    #expect(!checkout.output.contains("Payment: paid"))
    #expect(try shop.files.chargedKeys() == [])
    #expect(try shop.files.cart() == ["MUG-001": 1])
  }

  @Test("a damaged account file says what to do, once; moving it away lets the customer sign in")
  func damagedAccount() async throws {
    try shop.files.write("account", #"{"schemaVersion": 1, "document": {"user": {"email": "x"}}}"#)
    let signIn = try await shop.run(["sign-in", "ada@example.com"])
    #expect(signIn.status == 1)
    #expect(signIn.errors.contains("account.json is corrupt"))
    #expect(signIn.errors.contains("repair it, or move it away to start afresh"))
    #expect(signIn.errors.components(separatedBy: "account.json").count == 2, "said once")
    try FileManager.default.removeItem(
      at: shop.dataDirectory.appendingPathComponent("account.json"))
    #expect(try await shop.run(["sign-in", "ada@example.com"]).status == 0)
  }
}
