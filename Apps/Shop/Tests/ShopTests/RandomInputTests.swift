import CommandLineKitTesting
import CoreTesting
import Foundation
import Testing

@testable import ShopApp

/// A small seeded generator, so a failing input can be reproduced from the printed seed.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Makes random command words: real commands and options, quotes, unicode, control characters.
struct InputFuzzer {
  var random: SeededGenerator
  let words = [
    "search", "browse", "cart", "add", "set", "remove", "checkout", "orders", "help", "debug",
    "tree", "sign-in", "sign-out", "whoami", "--address", "--pay", "--flag", "--data-dir",
    "search=v2", "search=v9", "MUG-001", "OFF-030", "0", "-1", "999999999999999999999", "1001",
    "card:4242424242424242:12/39", "card:1:99/99", "invoice", "ada@example.com", "a@@b", "\"",
    "'", "\\", "--", "café", "🛒", "日本語", "\u{0}", "\u{7}", "\u{1B}[2J", "\t", "",
  ]

  init(seed: UInt64) {
    random = SeededGenerator(state: seed)
  }

  mutating func word() -> String {
    switch Int.random(in: 0..<10, using: &random) {
    case 0:
      let scalars = (0..<Int.random(in: 1...12, using: &random)).compactMap { _ in
        Unicode.Scalar(UInt32.random(in: 1...0x2FFF, using: &random))
      }
      return String(String.UnicodeScalarView(scalars))
    case 1: return String(repeating: "x", count: Int.random(in: 1_000...20_000, using: &random))
    default: return words.randomElement(using: &random)!
    }
  }

  mutating func arguments() -> [String] {
    (0..<Int.random(in: 0...6, using: &random)).map { _ in word() }
  }

  mutating func line() -> String {
    arguments().joined(separator: " ").replacingOccurrences(of: "\n", with: " ")
  }
}

/// Random input never crashes the shop. A plain `swift test` runs a few hundred inputs from a
/// fixed seed; the slow tier (``RandomInputSlowTests``) thousands from a new seed each run.
@Suite("Random input never crashes the shop")
struct RandomInputTests {
  /// The seed of the quick runs, the same every time.
  static let fixedSeed: UInt64 = 0x5EED

  @Test("random lines at the prompt: no crash, exit code 0, 1 or 2")
  func randomPromptLines() async throws {
    try await promptSurvives(lines: 200, seed: Self.fixedSeed)
  }

  @Test("argument vectors drawn from the declarations, run in process: 0, 1 or 2")
  @MainActor
  func randomArgumentVectorsInProcess() async throws {
    try await programSurvives(vectors: 300, seed: Self.fixedSeed)
  }

  func promptSurvives(lines count: Int, seed: UInt64) async throws {
    var fuzzer = InputFuzzer(seed: seed)
    let lines = (0..<count).map { _ in fuzzer.line() }.filter { $0 != "quit" && $0 != "exit" }
    let result = try await ShopBinary().run([], input: lines.joined(separator: "\n") + "\n")
    #expect([0, 1, 2].contains(result.status), "seed \(seed): status \(result.status)")
  }

  @MainActor
  func programSurvives(vectors count: Int, seed: UInt64) async throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    let vectors = ArgumentVectorGenerator(ShopCommandLine.program)
    let directory = try TemporaryDirectory(prefix: "RandomInputTests")
    var statuses: Set<Int32> = []
    for _ in 0..<count {
      let arguments = confiningDataDirectories(vectors.vector(using: &random), to: directory.url)
      let main = ShopMain(
        environment: ["SHOP_DATA_DIR": directory.url.path], readLine: { nil }, write: { _ in },
        writeError: { _ in }, isInteractive: false)
      let status = await main.run(arguments)
      #expect([0, 1, 2].contains(status), "seed \(seed): \(arguments) -> \(status)")
      statuses.insert(status)
    }
    #expect(
      statuses.isSuperset(of: [0, 2]), "seed \(seed): the vectors reached successes and errors")
  }
}

/// Thousands of random inputs from a new seed each run, and random one-shot runs of the built
/// binary, each a process of its own.
@Suite(.slow)
struct RandomInputSlowTests {
  @Test("thousands of random lines at the prompt: no crash, exit code 0")
  func randomPromptLines() async throws {
    try await RandomInputTests().promptSurvives(
      lines: 3_000, seed: UInt64.random(in: 0...UInt64.max))
  }

  @Test("thousands of argument vectors drawn from the declarations, run in process")
  @MainActor
  func randomArgumentVectorsInProcess() async throws {
    try await RandomInputTests().programSurvives(
      vectors: 2_000, seed: UInt64.random(in: 0...UInt64.max))
  }

  @Test("random one-shot arguments of the built binary: no crash, exit code 0, 1 or 2")
  func randomArguments() async throws {
    let seed = UInt64.random(in: 0...UInt64.max)
    var fuzzer = InputFuzzer(seed: seed)
    let shop = ShopBinary()
    for _ in 0..<150 {
      let arguments = confiningDataDirectories(
        fuzzer.arguments().filter { !$0.contains("\u{0}") }, to: shop.dataDirectory)
      let result = try await shop.run(arguments)
      #expect([0, 1, 2].contains(result.status), "seed \(seed): \(arguments) -> \(result.status)")
    }
  }
}

/// The arguments with every `--data-dir` value moved under `directory`, so a random run writes
/// its data there and never into the folder the tests run from (the repository, for `swift test`).
func confiningDataDirectories(_ arguments: [String], to directory: URL) -> [String] {
  let option = "--data-dir"
  var confined = arguments
  for index in confined.indices {
    if confined[index].hasPrefix(option + "=") {
      let value = confined[index].dropFirst(option.count + 1)
      confined[index] = option + "=" + directory.appendingPathComponent(String(value)).path
    } else if confined[index] == option, index + 1 < confined.count {
      confined[index + 1] = directory.appendingPathComponent(confined[index + 1]).path
    }
  }
  return confined
}
