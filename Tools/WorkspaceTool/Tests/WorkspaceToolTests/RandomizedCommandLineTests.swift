import CommandLineKit
import CommandLineKitTesting
import Foundation
import Testing

@testable import WorkspaceTool

/// Thousands of random argument vectors drawn from mf's own declarations, near misses of them
/// and hostile words. The commands that change nothing (lint, graph, affected, api-check,
/// sync --check, help, completions) run for real against a fixture workspace in a git
/// repository; the others (new, remove, sync, graph --write, test) are only parsed. mf never
/// crashes, every run ends with 0, 1 or 2, a usage error prints exactly a problem and a hint,
/// and the workspace is left as it was.
@Suite("Randomized command lines")
struct RandomizedCommandLineTests {
  /// A new seed each run, printed on failure; set `MF_SEED` to replay one.
  static let seed =
    ProcessInfo.processInfo.environment["MF_SEED"].flatMap(UInt64.init)
    ?? UInt64.random(in: 0...UInt64.max)

  @Test func mfSurvivesRandomCommandLines() throws {
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
    var random = SeededRandomNumberGenerator(seed: Self.seed)
    let vectors = ArgumentVectorGenerator(ToolProgram.program)
    var outcomes: [String: Int] = [:]
    for _ in 0..<3_000 {
      let words = vectors.vector(using: &random)
      let context = Comment(rawValue: "MF_SEED=\(Self.seed): \(words.debugDescription)")
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
    #expect(fixture.snapshot() == before, "MF_SEED=\(Self.seed)")
    // The vectors reached successes, usage errors and the commands that are only parsed, so
    // the test did more than refuse everything.
    #expect(outcomes["success", default: 0] > 100, "\(outcomes), MF_SEED=\(Self.seed)")
    #expect(outcomes["usage error", default: 0] > 100, "\(outcomes), MF_SEED=\(Self.seed)")
    #expect(outcomes["parsed only", default: 0] > 10, "\(outcomes), MF_SEED=\(Self.seed)")
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
