import CommandLineKit
import CommandLineKitTesting
import Foundation
import Testing

@testable import WorkspaceTool

/// mf's generated help for every command, and its completion scripts, compared with the files
/// in `Tests/Snapshots/help`, so a change to a declaration shows up as a reviewed diff.
///
/// After an intended change, record them again and read their diff:
/// `MF_RECORD_SNAPSHOTS=1 swift test --filter HelpSnapshotTests`.
@Suite("Help and completion snapshots")
struct HelpSnapshotTests {
  static let snapshots = TextSnapshots(
    folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Snapshots/help"),
    recordingVariable: "MF_RECORD_SNAPSHOTS")

  /// Every command path below `mf`, the overview first, with the built-in commands.
  static let paths: [[String]] = {
    func below(_ command: Command<ToolAction>, _ path: [String]) -> [[String]] {
      [path] + command.subcommands.flatMap { below($0, path + [$0.name]) }
    }
    return below(ToolProgram.program.root, []) + [["help"], ["completions"]]
  }()

  @Test(arguments: paths)
  func theHelpMatchesItsSnapshot(path: [String]) {
    let text = ToolProgram.program.helpText(for: path)
    #expect(text != nil)
    Self.snapshots.expect(
      text ?? "", matches: (["mf"] + path).joined(separator: "-") + ".help.txt")
  }

  @Test(arguments: Shell.allCases)
  func theCompletionScriptMatchesItsSnapshot(shell: Shell) {
    Self.snapshots.expect(
      ToolProgram.program.completionScript(for: shell), matches: "mf.\(shell.rawValue)")
  }

  /// Every line the declarations write fits a terminal; the usage lines, which the kit writes
  /// from the parameters, may run longer.
  @Test func theHelpFitsEightyColumns() {
    for path in Self.paths {
      let lines = (ToolProgram.program.helpText(for: path) ?? "").split(separator: "\n")
      for line in lines where !line.hasPrefix("USAGE: ") {
        #expect(line.count <= 80, "mf \(path.joined(separator: " ")): \(line)")
      }
    }
  }

  @Test(.enabled(if: CompletionProbe.isAvailable(.bash)))
  func bashCompletesCommandsOptionsAndValues() throws {
    let probe = try CompletionProbe(ToolProgram.program, shell: .bash)
    defer { probe.remove() }
    #expect(try probe.candidates(["mf", "gr"]) == ["graph"])
    #expect(try probe.candidates(["mf", "new", ""]) == ["feature", "foundation", "app"])
    #expect(try probe.candidates(["mf", "remove", ""]) == ["feature", "app"])
    #expect(
      try probe.candidates(["mf", "add", "--"]) == ["--to", "--root", "--version", "--help"])
    #expect(try probe.candidates(["mf", "graph", "--format", ""]) == ["mermaid", "dot", "json"])
    #expect(try probe.candidates(["mf", "affected", "--ba"]) == ["--base", "--batches"])
    #expect(try probe.candidates(["mf", "test", "--is"]) == ["--isolated"])
    #expect(try probe.candidates(["mf", "completions", ""]) == ["bash", "zsh"])
  }

  @Test(.enabled(if: CompletionProbe.isAvailable(.zsh)))
  func zshCompletesCommandsOptionsAndValues() throws {
    let probe = try CompletionProbe(ToolProgram.program, shell: .zsh)
    defer { probe.remove() }
    #expect(try probe.candidates(["mf", "new", ""]).contains("feature"))
    #expect(try probe.candidates(["mf", "graph", "--format", ""]) == ["mermaid", "dot", "json"])
  }
}
