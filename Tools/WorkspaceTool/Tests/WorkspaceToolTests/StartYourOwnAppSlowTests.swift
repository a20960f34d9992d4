import CoreTesting
import Foundation
import Testing

@testable import WorkspaceTool

/// The README's "Start your own app" walkthrough, run as written in a copy of the repository:
/// the Shop and its six features removed, two features and an app made, then the root
/// `swift build`, `swift test` and `swift run journal`, `mf lint` and `mf sync --check`; then
/// the README's next block, a third feature composed with `mf add`, built and run. The app's
/// tests open it full screen in a pseudo-terminal, and each feature is a command. The commands
/// are read from the README, so the walkthrough cannot drift from what works.
///
/// Slow (several minutes: it builds and tests the whole workspace from nothing), so it runs
/// with the other slow tests: `SLOW_TESTS=1 swift test --filter SlowTests`.
@Suite(
  "Start your own app, end to end (slow)",
  .slow)
struct StartYourOwnAppSlowTests {
  /// The repository this package lives in: Tools/WorkspaceTool/Tests/WorkspaceToolTests/<file>.
  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The commands of the section's first `sh` block, without their comments, the text of the
  /// second plain block after it (what `swift run journal` prints with a pipe; the first is
  /// the screen at a terminal), and the commands of the `sh` block after that (another
  /// feature, composed with `mf add`).
  static func walkthrough(in readme: String) throws -> (
    commands: [[String]], output: String, later: [[String]]
  ) {
    let section = try #require(
      readme.range(of: "\n## Start your own app\n").map { readme[$0.upperBound...] })
    let blocks = section.components(separatedBy: "```")
    // Odd blocks are fenced: "sh\n<commands>", "\n<screen>", "\n<output>", "sh\n<commands>".
    try #require(blocks.count > 7 && blocks[1].hasPrefix("sh\n") && blocks[7].hasPrefix("sh\n"))
    func commands(_ block: String) -> [[String]] {
      block.dropFirst(3).split(separator: "\n").map { line in
        String(line.split(separator: "#", maxSplits: 1).first ?? "")
          .split(separator: " ").map(String.init)
      }.filter { !$0.isEmpty }
    }
    return (commands(blocks[1]), String(blocks[5].dropFirst()), commands(blocks[7]))
  }

  @Test func theReadmeWalkthroughBuildsTestsAndRuns() throws {
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("mf-walkthrough-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: copy) }
    try WorkspaceCopier().copy(Self.repository, to: copy)
    let readme = try String(contentsOf: copy.appendingPathComponent("README.md"), encoding: .utf8)
    let (commands, expectedOutput, later) = try Self.walkthrough(in: readme)
    try #require(commands.contains(["swift", "run", "journal"]), "\(commands)")

    // The child processes must not run the slow tests again, in the copy.
    var environment = ProcessInfo.processInfo.environment
    environment["SLOW_TESTS"] = nil
    let runner = ProcessRunner()
    var timings: [String] = []
    func mf(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
      let output = CapturedText()
      let errors = CapturedText()
      let status = CommandLineTool(currentDirectory: copy, output: output, errorOutput: errors)
        .run(arguments)
      return (status, output.text, errors.text)
    }
    let build = ["swift", "build"]
    let run = ["swift", "run", "journal"]
    func execute(_ commands: [[String]], composing count: Int) throws {
      for command in commands {
        let began = Date()
        let line = command.joined(separator: " ")
        if command.first == "Tools/mf" {
          // mf runs in process: the same code as the binary `Tools/mf` builds and runs.
          let result = mf(Array(command.dropFirst()))
          try #require(result.status == 0, "\(line): \(result.errors)")
        } else {
          let result = try runner.run(
            command[0], Array(command.dropFirst()), in: copy, environment: environment)
          try #require(result.status == 0, "\(line):\n\(result.output)\n\(result.errorOutput)")
          if command == run, count == 2 {
            #expect(result.output == expectedOutput, "the README shows what journal prints")
          } else if command == run {
            #expect(
              result.output.hasPrefix("Journal composes \(count) features: Notes, Tags, "),
              "\(result.output)")
          }
          if command == ["swift", "test"] {
            for suite in [
              "The Journal composition", "The journal executable", "The Notes board",
              "The Notes screen, in a virtual terminal",
              "The journal binary full screen, in a pseudo-terminal",
            ] {
              #expect(result.output.contains("Suite \"\(suite)\" passed"), "\(suite)")
            }
          }
        }
        timings.append("\(line): \(String(format: "%.1f", Date().timeIntervalSince(began))) s")
      }
      for check in [["sync", "--check"], ["xcode", "--check"], ["lint"]] {
        let result = mf(check)
        #expect(result.status == 0, "mf \(check): \(result.output)\(result.errors)")
      }
      #expect(mf(["lint"]).output.hasSuffix("0 error(s), 0 warning(s).\n"))
    }

    try execute(commands, composing: 2)
    try expectEachFeatureIsACommand(in: copy, runner: runner)
    for gone in ["Apps/Shop", "Features/Catalog", "Interfaces/CheckoutInterface"] {
      #expect(!FileManager.default.fileExists(atPath: copy.appendingPathComponent(gone).path))
    }
    #expect(mf(["graph", "--readme", "README.md"]).status == 0, "the diagram was rewritten")
    try execute(later + [build, run], composing: 3)
    print("Start your own app, end to end:\n  " + timings.joined(separator: "\n  "))
  }

  /// Runs the built `journal` as the README says: `journal notes add milk` adds an item and
  /// `journal notes` lists it; a blank item and an unknown command are usage errors.
  private func expectEachFeatureIsACommand(in copy: URL, runner: ProcessRunner) throws {
    let data = copy.appendingPathComponent("journal-data").path
    let journal = copy.appendingPathComponent(".build/debug/journal").path
    func run(_ arguments: [String]) throws -> ProcessResult {
      try runner.run(journal, arguments, in: copy, environment: ["JOURNAL_DATA_DIR": data])
    }
    let added = try run(["notes", "add", "milk"])
    #expect(added.status == 0, "\(added.errorOutput)")
    #expect(added.output == "Added milk.\n1. milk\n")
    let listed = try run(["notes"])
    #expect(listed.output == "1. milk\n" && listed.status == 0, "\(listed.errorOutput)")
    #expect(try run(["tags"]).output == "No items yet.\n")
    let blank = try run(["tags", "add", " "])
    #expect(blank.status == 2)
    #expect(blank.errorOutput.hasPrefix("error: an item needs some text\n"))
    #expect(try run(["nots"]).status == 2)
  }
}
