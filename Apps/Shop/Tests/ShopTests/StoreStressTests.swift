import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Slow: many processes; run with the other slow tests, `SLOW_TESTS=1 swift test --no-parallel`.
@Suite(
  "The shop's store under concurrency, crashes and damage",
  .enabled(if: ProcessInfo.processInfo.environment["SLOW_TESTS"] == "1"))
struct StoreStressTests {
  @Test("4 processes adding 50 times each at once lose no update")
  func concurrentProcesses() async throws {
    let shop = ShopBinary()
    let script = String(repeating: "cart add MUG-001\n", count: 50)
    let processes = try (0..<4).map { _ in try shop.start([]) }
    let results = try processes.map { try shop.finish($0, input: script) }
    #expect(results.allSatisfy { $0.status == 0 })
    let cart = try await shop.run(["cart"]).output
    #expect(cart.contains("200 items"), "\(cart)")
  }

  @Test("a process killed in the middle of writing leaves a readable store")
  func killedWriter() async throws {
    let shop = ShopBinary()
    for attempt in 1...3 {
      let process = try shop.start([])
      let stdin = process.standardInput as! Pipe
      stdin.fileHandleForWriting.write(
        Data(String(repeating: "cart add MUG-001\n", count: 400).utf8))
      usleep(useconds_t(40_000 * attempt))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let after = try await shop.run(["cart"])
      #expect(after.status == 0, "attempt \(attempt): \(after.errors)")
      #expect(after.output.contains("MUG-001") || after.output == "The cart is empty.\n")
    }
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: shop.dataDirectory.path)
      .filter { $0.hasSuffix(".tmp") }
    #expect(leftovers.count <= 3, "at most one temporary file per killed write: \(leftovers)")
  }

  @Test(
    "a damaged cart file gives an error naming it, and stays untouched",
    arguments: [
      ("", "empty"),
      ("{\"schemaVersion\":1,\"document\":{\"li", "not valid JSON"),
      ("\u{7F}ELF\u{02}\u{01}\u{01}\u{00}", "not valid JSON"),
      ("{\"schemaVersion\":7,\"document\":{}}", "schema version 7"),
    ])
  func damagedFile(content: String, problem: String) async throws {
    let shop = ShopBinary()
    try FileManager.default.createDirectory(
      at: shop.dataDirectory, withIntermediateDirectories: true)
    let file = shop.dataDirectory.appendingPathComponent("cart.json")
    try Data(content.utf8).write(to: file)
    for arguments in [["cart"], ["cart", "add", "MUG-001"]] {
      let result = try await shop.run(arguments)
      #expect(result.status == 1)
      #expect(result.errors.contains(file.path))
      #expect(result.errors.contains(problem), "\(result.errors)")
    }
    #expect(try Data(contentsOf: file) == Data(content.utf8))
  }
}
