import CommandLineKit
import CommandLineKitTesting
import Testing

/// The generated help of every command of both sample programs, compared with snapshots, and
/// the promise that `help <command>`, `<command> --help` and `<command> -h` print the same.
@Suite("Help")
struct HelpSnapshotTests {
  static let shopPaths = commandPaths(of: SampleShop.declaredRoot)
  static let toolPaths = commandPaths(of: SampleTool.program.root)

  /// Every path below `root`, the empty one first, with the built-in commands.
  static func commandPaths<Action>(of root: Command<Action>) -> [[String]] {
    func below(_ command: Command<Action>, _ path: [String]) -> [[String]] {
      [path] + command.subcommands.flatMap { below($0, path + [$0.name]) }
    }
    return below(root, []) + [["help"], ["completions"]]
  }

  @Test(arguments: shopPaths)
  @MainActor func theShopsHelpMatchesItsSnapshot(path: [String]) {
    let text = SampleShop.program.helpText(for: path)
    #expect(text != nil)
    TextSnapshots.commandLineKit.expect(
      text ?? "", matches: (["store"] + path).joined(separator: "-") + ".help.txt")
  }

  @Test(arguments: toolPaths)
  func theToolsHelpMatchesItsSnapshot(path: [String]) {
    let text = SampleTool.program.helpText(for: path)
    #expect(text != nil)
    TextSnapshots.commandLineKit.expect(
      text ?? "", matches: (["tool"] + path).joined(separator: "-") + ".help.txt")
  }

  @Test(arguments: shopPaths)
  @MainActor func everyWayToAskForHelpPrintsTheSame(path: [String]) async {
    let expected = SampleShop.program.helpText(for: path)
    let asked = [["help"] + path, path + ["--help"], path + ["-h"], ["-h"] + path]
    for words in asked {
      #expect(
        await SampleShop.run(words) == SampleRun(status: .success, output: expected ?? ""),
        "\(words)")
    }
  }

  @Test(arguments: toolPaths)
  func helpWinsOverAnyOtherProblemOnTheLine(path: [String]) {
    let expected = SampleTool.program.helpText(for: path) ?? ""
    for words in [path + ["--bogus", "--help"], path + ["-h", "extra", "words"]] {
      #expect(SampleTool.run(words) == SampleRun(status: .success, output: expected), "\(words)")
    }
  }

  @Test func helpAfterDoubleDashIsAWordNotARequest() async {
    #expect(
      await SampleShop.run(["search", "--", "--help"]).output.hasPrefix("search [\"--help\"]"))
  }

  @Test func unknownHelpTopicsAreUsageErrors() {
    let run = SampleTool.run(["help", "grpah"])
    #expect(run.status == .usageError)
    #expect(run.errorOutput.contains(#"unknown command "grpah"; did you mean "graph"?"#))
  }
}
