import CommandLineKit
import CommandLineKitTesting
import Foundation
import Testing

/// Thousands of random argument vectors, drawn from each sample program's own declarations,
/// near misses of them and hostile words: no crash, and every run ends as a success, a usage
/// error with a one-line problem and hint, or the handler's own failure.
@Suite("Randomized command lines")
struct RandomizedCommandLineTests {
  /// A new seed each run, printed on failure; set `COMMANDLINEKIT_SEED` to replay one.
  static let seed =
    ProcessInfo.processInfo.environment["COMMANDLINEKIT_SEED"].flatMap(UInt64.init)
    ?? UInt64.random(in: 0...UInt64.max)

  @Test @MainActor func theShopSurvivesRandomCommandLines() async {
    var random = SeededRandomNumberGenerator(seed: Self.seed)
    let vectors = ArgumentVectorGenerator(SampleShop.program)
    var outcomes: [ExitCode: Int] = [:]
    for _ in 0..<3_000 {
      let words = vectors.vector(using: &random)
      let run = await SampleShop.run(words)
      outcomes[run.status, default: 0] += 1
      expectWellFormed(run, for: words)
    }
    expectEveryOutcome(outcomes)
  }

  @Test func theToolSurvivesRandomCommandLines() {
    var random = SeededRandomNumberGenerator(seed: Self.seed &+ 1)
    let vectors = ArgumentVectorGenerator(SampleTool.program)
    var outcomes: [ExitCode: Int] = [:]
    for _ in 0..<3_000 {
      let words = vectors.vector(using: &random)
      let run = SampleTool.run(words)
      outcomes[run.status, default: 0] += 1
      expectWellFormed(run, for: words, prefix: "mf: ")
    }
    expectEveryOutcome(outcomes)
  }

  /// A success prints something and nothing on standard error; a usage error prints exactly a
  /// problem line and a hint line; a failure prints one error.
  private func expectWellFormed(
    _ run: SampleRun, for words: [String], prefix: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let context = Comment(rawValue: "seed \(Self.seed): \(words.debugDescription)")
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
    _ outcomes: [ExitCode: Int], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect((outcomes[.success] ?? 0) > 100, "\(outcomes)", sourceLocation: sourceLocation)
    #expect((outcomes[.usageError] ?? 0) > 100, "\(outcomes)", sourceLocation: sourceLocation)
  }
}
