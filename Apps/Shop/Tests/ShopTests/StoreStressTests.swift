import CoreTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The shop's store under concurrency, crashes and damage: a few processes at once, and kills
/// at a few moments. The slow tier (``StoreStressSlowTests``) runs more of each.
@Suite("The shop's store under concurrency, crashes and damage")
struct StoreStressTests {
  @Test("2 processes adding 10 times each at once lose no update")
  func concurrentProcesses() async throws {
    try await processesAddingAtOnce(2, adding: 10)
  }

  func processesAddingAtOnce(_ count: Int, adding adds: Int) async throws {
    let shop = ShopBinary()
    let script = String(repeating: "cart add MUG-001\n", count: adds)
    let processes = try (0..<count).map { _ in try shop.start([]) }
    let results = try processes.map { try shop.finish($0, input: script) }
    #expect(results.allSatisfy { $0.status == 0 })
    let cart = try await shop.run(["cart"]).output
    #expect(cart.contains("\(count * adds) items"), "\(cart)")
  }

  @Test(
    "a process killed while it writes keeps every add it confirmed, in a readable store",
    arguments: [2])
  func killedWriter(confirmed: Int) async throws {
    let shop = ShopBinary()
    let process = try shop.start([])
    let stdin = process.standardInput as! Pipe
    stdin.fileHandleForWriting.write(Data(String(repeating: "cart add MUG-001\n", count: 400).utf8))
    // The kill lands while later adds are still being written, whatever the machine's speed.
    let sawConfirmation = await ShopOutput.read(process, until: "\(confirmed) items, total")
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(sawConfirmation, "the shop never confirmed \(confirmed) items")

    let after = try await shop.run(["cart"])
    #expect(after.status == 0, "\(after.errors)")
    let count = ShopOutput.itemCount(in: after.output)
    #expect(count.map { (confirmed...400).contains($0) } == true, "\(after.output)")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: shop.dataDirectory.path)
      .filter { $0.hasSuffix(".tmp") }
    #expect(leftovers.count <= 1, "at most the one write the kill interrupted: \(leftovers)")
    #expect(try await shop.run(["cart", "add", "MUG-001"]).status == 0)
    let afterNextWrite = try FileManager.default.contentsOfDirectory(
      atPath: shop.dataDirectory.path
    ).filter { $0.hasSuffix(".tmp") }
    #expect(afterNextWrite.isEmpty, "the next write removes the killed one's: \(afterNextWrite)")
  }

  @Test("a process killed before it read a command leaves the cart empty and readable")
  func killedBeforeAnyCommand() async throws {
    let shop = ShopBinary()
    let process = try shop.start([])
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    let after = try await shop.run(["cart"])
    #expect(after.status == 0, "\(after.errors)")
    #expect(after.output == "The cart is empty.\n")
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

/// Many processes at once, and kills later in a long run of writes: the slow tier.
@Suite("The shop's store under more concurrency and later kills", .slow)
struct StoreStressSlowTests {
  @Test("4 processes adding 50 times each at once lose no update")
  func concurrentProcesses() async throws {
    try await StoreStressTests().processesAddingAtOnce(4, adding: 50)
  }

  @Test(
    "a process killed while it writes keeps every add it confirmed, in a readable store",
    arguments: [50, 200])
  func killedWriter(confirmed: Int) async throws {
    try await StoreStressTests().killedWriter(confirmed: confirmed)
  }
}

/// Reads what a running shop prints, as the stress tests need it.
enum ShopOutput {
  /// Reads the process's standard output until `marker` appears, on a thread of its own, and
  /// drains its standard error meanwhile so that neither pipe fills.
  /// - Returns: Whether `marker` appeared before the output ended.
  static func read(_ process: Process, until marker: String) async -> Bool {
    let output = (process.standardOutput as! Pipe).fileHandleForReading
    let errors = (process.standardError as! Pipe).fileHandleForReading
    Thread.detachNewThread { _ = errors.readDataToEndOfFile() }
    return await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        var text = ""
        while true {
          let data = output.availableData
          if data.isEmpty { return continuation.resume(returning: false) }
          text += String(decoding: data, as: UTF8.self)
          if text.contains(marker) { return continuation.resume(returning: true) }
        }
      }
    }
  }

  /// The item count of `shop cart`'s summary line ("3 items, total $37.50"), `nil` without one.
  static func itemCount(in output: String) -> Int? {
    for line in output.split(separator: "\n") {
      let words = line.split(separator: " ")
      if words.count > 1, words[1].hasPrefix("item"), let count = Int(words[0]) { return count }
    }
    return nil
  }
}
