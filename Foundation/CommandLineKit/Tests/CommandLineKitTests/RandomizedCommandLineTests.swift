import CommandLineKit
import CommandLineKitTesting
import CoreTesting
import Foundation
import Testing

/// Random argument vectors, drawn from each sample program's own declarations, near misses of
/// them and hostile words: no crash, and every run ends as a success, a usage error with a
/// one-line problem and hint, or the handler's own failure. A plain `swift test` runs 300 from a
/// fixed seed; the slow tier (``RandomizedCommandLineSlowTests``) thousands from a new one.
@Suite("Randomized command lines")
struct RandomizedCommandLineTests {
  /// The seed of the quick runs, the same every time.
  static let fixedSeed: UInt64 = 0x5EED

  @Test @MainActor func theShopSurvivesRandomCommandLines() async {
    await shopSurvives(vectors: 300, seed: Self.fixedSeed)
  }

  @Test func theToolSurvivesRandomCommandLines() {
    toolSurvives(vectors: 300, seed: Self.fixedSeed)
  }

  @MainActor
  func shopSurvives(vectors count: Int, seed: UInt64) async {
    var random = SeededRandomNumberGenerator(seed: seed)
    let vectors = ArgumentVectorGenerator(SampleShop.program)
    var outcomes: [ExitCode: Int] = [:]
    for _ in 0..<count {
      let words = vectors.vector(using: &random)
      let run = await SampleShop.run(words)
      outcomes[run.status, default: 0] += 1
      expectWellFormed(run, for: words, seed: seed)
    }
    expectEveryOutcome(outcomes, atLeast: count / 30)
  }

  func toolSurvives(vectors count: Int, seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed &+ 1)
    let vectors = ArgumentVectorGenerator(SampleTool.program)
    var outcomes: [ExitCode: Int] = [:]
    for _ in 0..<count {
      let words = vectors.vector(using: &random)
      let run = SampleTool.run(words)
      outcomes[run.status, default: 0] += 1
      expectWellFormed(run, for: words, seed: seed, prefix: "tool: ")
    }
    expectEveryOutcome(outcomes, atLeast: count / 30)
  }

  /// A success prints something and nothing on standard error; a usage error prints exactly a
  /// problem line and a hint line; a failure prints one error.
  private func expectWellFormed(
    _ run: SampleRun, for words: [String], seed: UInt64, prefix: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let context = Comment(rawValue: "seed \(seed): \(words.debugDescription)")
    switch run.status {
    case .success:
      #expect(
        !run.output.isEmpty && run.errorOutput.isEmpty, context, sourceLocation: sourceLocation)
    case .usageError:
      let lines = run.errorOutput.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == 2, context, sourceLocation: sourceLocation)
      #expect(
        lines.first?.hasPrefix("\(prefix)error: ") == true, context, sourceLocation: sourceLocation)
      #expect(
        lines.last?.hasPrefix("\(prefix)hint: ") == true, context, sourceLocation: sourceLocation)
    case .failure:
      #expect(
        run.errorOutput.hasPrefix("\(prefix)error: "), context, sourceLocation: sourceLocation)
    }
  }

  /// The vectors reached successes and usage errors, so the test did more than refuse
  /// everything.
  private func expectEveryOutcome(
    _ outcomes: [ExitCode: Int], atLeast count: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect((outcomes[.success] ?? 0) > count, "\(outcomes)", sourceLocation: sourceLocation)
    #expect((outcomes[.usageError] ?? 0) > count, "\(outcomes)", sourceLocation: sourceLocation)
  }
}

/// Thousands of random command lines from a new seed each run, printed on failure; set
/// `COMMANDLINEKIT_SEED` to replay one.
@Suite(.slow)
struct RandomizedCommandLineSlowTests {
  static let seed =
    ProcessInfo.processInfo.environment["COMMANDLINEKIT_SEED"].flatMap(UInt64.init)
    ?? UInt64.random(in: 0...UInt64.max)

  @Test @MainActor func theShopSurvivesThousandsOfRandomCommandLines() async {
    await RandomizedCommandLineTests().shopSurvives(vectors: 3_000, seed: Self.seed)
  }

  @Test func theToolSurvivesThousandsOfRandomCommandLines() {
    RandomizedCommandLineTests().toolSurvives(vectors: 3_000, seed: Self.seed)
  }
}
