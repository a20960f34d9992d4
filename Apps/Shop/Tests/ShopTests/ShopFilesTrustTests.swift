import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files a user can trust, through the built `shop`: private by default, a chosen mode kept,
/// full disks and file-size limits reported with nothing charged, damaged values refused
/// without a crash.
@Suite("The shop's files: modes, full disks, damaged values")
struct ShopFilesTrustTests {
  private func shopWithCart() async throws -> ShopBinary {
    let shop = ShopBinary()
    #expect(try await shop.run(["sign-in", "ada@example.com"]).status == 0)
    #expect(try await shop.run(["cart", "add", "MUG-001", "2"]).status == 0)
    return shop
  }

  @Test("the data folder is 0700 and new files 0600; a file the user opened up keeps its mode")
  func modes() async throws {
    let shop = try await shopWithCart()
    #expect(try await shop.run(ShopBinary.checkoutByCard).status == 0)
    #expect(try shop.files.mode("") == 0o700)
    for name in ["account.json", "cart.json", "orders.json", "charges.json", ".checkout.lock"] {
      #expect(try shop.files.mode(name) == 0o600, "\(name)")
    }
    let orders = shop.dataDirectory.appendingPathComponent("orders.json").path
    #expect(chmod(orders, 0o644) == 0)
    _ = try await shop.run(["cart", "add", "KIT-011"])
    #expect(try await shop.run(ShopBinary.checkoutByCard).status == 0)
    #expect(try shop.files.placedOrders().count == 2)
    #expect(try shop.files.mode("orders.json") == 0o644)
  }

  @Test("past a file-size limit, checkout says so and charges nothing; no signal, no leftovers")
  func fileSizeLimit() async throws {
    var shop = try await shopWithCart()
    #expect(try await shop.run(ShopBinary.checkoutByCard).status == 0)
    _ = try await shop.run(["cart", "add", "KIT-011"])
    shop.fileSizeLimit = 1
    let limited = try await shop.run(ShopBinary.checkoutByCard)
    #expect(limited.status == 1, "not killed by SIGXFSZ (153): \(limited.status)")
    #expect(limited.errors.contains("orders.json"), "\(limited.errors)")
    #expect(limited.errors.contains("size limit"), "\(limited.errors)")
    #expect(limited.errors.contains("nothing was charged"), "\(limited.errors)")
    #expect(!limited.output.contains("Payment: paid"))
    shop.fileSizeLimit = nil
    #expect(try await shop.run(["cart"]).status == 0)
    #expect(try shop.files.chargedKeys().count == 1)
    #expect(try shop.files.placedOrders() == [1001])
    #expect(try shop.files.pendingOrders() == [])
    #expect(try shop.files.cart() == ["KIT-011": 1])
    _ = try await shop.run(["cart", "add", "OFF-030"])
    #expect(try shop.files.temporaryFiles() == [])
  }

  @Test("on a full disk (a 64 KB tmpfs), checkout fails saying so; nothing is charged or lost")
  func fullDisk() async throws {
    let mountPoint = FileManager.default.temporaryDirectory
      .appendingPathComponent("shop-full-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: mountPoint) }
    let mounted = try Self.command(
      "/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", mountPoint.path])
    guard mounted.status == 0 else {
      print(
        "skipped the full-disk test: this machine does not let it mount a tmpfs (\(mounted.errors.trimmingCharacters(in: .whitespacesAndNewlines)))"
      )
      return
    }
    defer { _ = try? Self.command("/bin/umount", [mountPoint.path]) }
    var shop = ShopBinary()
    shop.environment["SHOP_DATA_DIR"] = mountPoint.appendingPathComponent("shop").path
    let files = ShopFiles(directory: mountPoint.appendingPathComponent("shop"))
    _ = try await shop.run(["sign-in", "ada@example.com"])
    _ = try await shop.run(["cart", "add", "MUG-001", "2"])
    let filler = mountPoint.appendingPathComponent("filler")
    let free =
      try FileManager.default.attributesOfFileSystem(forPath: mountPoint.path)[
        .systemFreeSize] as? Int ?? 0
    try Data(count: max(0, free - 4096)).write(to: filler)

    let full = try await shop.run(ShopBinary.checkoutByCard)
    #expect(full.status == 1, "\(full.errors)")
    #expect(full.errors.contains("the disk is full"), "\(full.errors)")
    #expect(full.errors.contains("nothing was charged"), "\(full.errors)")
    #expect(try files.chargedKeys() == [])

    try FileManager.default.removeItem(at: filler)
    #expect(try await shop.run(["cart"]).output.contains("2 items"))
    #expect(try files.pendingOrders() == [])
    #expect(try files.placedOrders() == [])
    #expect(try await shop.run(ShopBinary.checkoutByCard).status == 0)
    #expect(try files.chargedKeys().count == 1)
    #expect(try files.placedOrders() == [1001])
  }

  @Test(
    "a damaged price, quantity or counter is refused naming the file and where; nothing crashes",
    arguments: [
      (
        "cart",
        #"{"lines": [{"sku": "MUG-001", "name": "Mug", "quantity": -5, "unitPrice": {"minorUnits": 1250, "currency": "USD"}}]}"#,
        "lines[0].quantity"
      ),
      (
        "cart",
        #"{"lines": [{"sku": "MUG-001", "name": "Mug", "quantity": 2, "unitPrice": {"minorUnits": 9223372036854775807, "currency": "USD"}}]}"#,
        "lines[0].unitPrice"
      ),
      ("orders", #"{"nextNumber": 9223372036854775807, "orders": []}"#, "nextNumber"),
    ])
  func damagedValues(document: String, content: String, position: String) async throws {
    let shop = ShopBinary()
    _ = try await shop.run(["sign-in", "ada@example.com"])
    let text = "{\"schemaVersion\": 1, \"document\": \(content)}"
    try shop.files.write(document, text)
    let reader = [document]
    for arguments in [reader, ["cart", "add", "MUG-001"], ShopBinary.checkoutByCard] {
      let result = try await shop.run(arguments)
      #expect([0, 1].contains(result.status), "\(arguments): \(result.status) \(result.errors)")
      guard arguments == reader || result.status == 1 else { continue }
      #expect(result.status == 1, "\(arguments)")
      #expect(result.errors.contains("\(document).json is corrupt"), "\(result.errors)")
      #expect(result.errors.contains(position), "\(result.errors)")
      #expect(result.errors.contains("repair it, or move it away"), "\(result.errors)")
    }
    let file = shop.dataDirectory.appendingPathComponent(document + ".json")
    #expect(try String(contentsOf: file, encoding: .utf8) == text, "left untouched")
    #expect(try shop.files.chargedKeys() == [], "nothing charged")
  }

  private static func command(_ path: String, _ arguments: [String]) throws -> ShopBinary.Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return ShopBinary.Result(
      status: process.terminationStatus, output: "",
      errors: String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
  }
}
