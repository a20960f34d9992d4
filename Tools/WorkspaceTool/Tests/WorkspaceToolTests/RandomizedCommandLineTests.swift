import CommandLineKit
import CommandLineKitTesting
import CoreTesting
import Foundation
import Testing

@testable import WorkspaceTool

/// Random argument vectors drawn from mf's own declarations, near misses of them
/// and hostile words. The commands that change nothing (lint, graph, affected, api-check,
/// sync --check, help, completions) run for real against a fixture workspace in a git
/// repository; the others (new, remove, sync, graph --write, test) are only parsed. mf never
/// crashes, every run ends with 0, 1 or 2, a usage error prints exactly a problem and a hint,
/// and the workspace is left as it was. A plain `swift test` runs 200 from a fixed seed; the slow
/// tier (``RandomizedCommandLineSlowTests``) thousands from a new one.
@Suite("Randomized command lines")
struct RandomizedCommandLineTests {
  @Test func mfSurvivesRandomCommandLines() throws {
    try survives(vectors: 200, seed: 0x5EED, atLeast: (success: 6, usageError: 6, parsed: 1))
  }

  func survives(
    vectors count: Int, seed: UInt64, atLeast: (success: Int, usageError: Int, parsed: Int)
  ) throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    try fixture.write("README.md", "<!-- mf graph begin -->\n<!-- mf graph end -->\n")
    let runner = ProcessRunner()
    for arguments in [
      ["init", "-q"], ["add", "-A"],
      ["-c", "user.email=t@example.com", "-c", "user.name=T", "commit", "-qm", "start"],
    ] {
      #expect(try runner.run("git", arguments, in: fixture.root).status == 0)
    }
    let before = fixture.snapshot()
    var random = SeededRandomNumberGenerator(seed: seed)
    let vectors = ArgumentVectorGenerator(ToolProgram.program)
    var outcomes: [String: Int] = [:]
    for _ in 0..<count {
      let words = vectors.vector(using: &random)
      let context = Comment(rawValue: "MF_SEED=\(seed): \(words.debugDescription)")
      guard Self.changesNothing(words) else {
        let parsed = Result { try ToolProgram.program.parse(words) }
        outcomes[(try? parsed.get()) == nil ? "usage error" : "parsed only", default: 0] += 1
        continue
      }
      let output = CapturedText()
      let errors = CapturedText()
      let status = CommandLineTool(
        currentDirectory: fixture.root, output: output, errorOutput: errors
      ).run(words)
      let lines = errors.text.split(separator: "\n", omittingEmptySubsequences: false)
      switch status {
      case 0:
        outcomes["success", default: 0] += 1
        #expect(errors.text.isEmpty, context)
      case 1:
        outcomes["failure", default: 0] += 1
        #expect(errors.text.isEmpty || errors.text.hasPrefix("mf: error: "), context)
      case 2:
        outcomes["usage error", default: 0] += 1
        #expect(lines.count == 3 && lines[2].isEmpty, "\(context): \(errors.text)")
        #expect(lines.first?.hasPrefix("mf: error: ") == true, context)
        #expect(lines.dropFirst().first?.hasPrefix("mf: hint: ") == true, context)
      default:
        Issue.record("exit code \(status) for \(context)")
      }
    }
    #expect(fixture.snapshot() == before, "MF_SEED=\(seed)")
    // The vectors reached successes, usage errors and the commands that are only parsed, so
    // the test did more than refuse everything.
    #expect(outcomes["success", default: 0] > atLeast.success, "\(outcomes), MF_SEED=\(seed)")
    #expect(
      outcomes["usage error", default: 0] > atLeast.usageError, "\(outcomes), MF_SEED=\(seed)")
    #expect(outcomes["parsed only", default: 0] > atLeast.parsed, "\(outcomes), MF_SEED=\(seed)")
  }

  /// Whether the words ask for a command that changes no file, or for help, or do not parse.
  private static func changesNothing(_ words: [String]) -> Bool {
    guard case .run(_, let call) = try? ToolProgram.program.parse(words) else { return true }
    switch call.commandPath.dropFirst().first {
    case nil, "lint", "affected", "api-check": return true
    case "graph": return !call[GraphCommand.write]
    case "sync": return call[SyncCommand.check]
    default: return false
    }
  }
}

/// Thousands of random command lines from a new seed each run, printed on failure; set
/// `MF_SEED` to replay one.
@Suite(.slow)
struct RandomizedCommandLineSlowTests {
  @Test func mfSurvivesThousandsOfRandomCommandLines() throws {
    let seed =
      ProcessInfo.processInfo.environment["MF_SEED"].flatMap(UInt64.init)
      ?? UInt64.random(in: 0...UInt64.max)
    try RandomizedCommandLineTests().survives(
      vectors: 3_000, seed: seed, atLeast: (success: 100, usageError: 100, parsed: 10))
  }
}
