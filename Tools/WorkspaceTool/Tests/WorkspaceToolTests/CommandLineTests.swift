import CommandLineKit
import Foundation
import Testing

@testable import WorkspaceTool

@Suite("Command line")
struct CommandLineTests {
  private func run(_ arguments: [String], in folder: URL? = nil) -> (Int32, String, String) {
    let output = CapturedText()
    let errors = CapturedText()
    let tool = CommandLineTool(
      currentDirectory: folder ?? FileManager.default.temporaryDirectory, output: output,
      errorOutput: errors)
    return (tool.run(arguments), output.text, errors.text)
  }

  @Test func unknownCommandsAreUsageErrorsWithASuggestionAndAHint() {
    let (status, output, errors) = run(["grpah"])
    #expect(status == 2)
    #expect(output.isEmpty)
    #expect(
      errors == """
        mf: error: unknown command "grpah"; did you mean "graph"?
        mf: hint: run 'mf help' to see the commands

        """)
  }

  @Test func whatTheUserTypedIsQuotedWithControlCharactersShown() {
    let (status, _, errors) = run(["frob\tni\"cate"])
    #expect(status == 2)
    #expect(errors.hasPrefix(#"mf: error: unknown command "frob\tni\"cate""#), "\(errors)")
  }

  @Test(arguments: [
    (["lint", "--fast"], #"unknown option "--fast" for 'mf lint'"#),
    (["sync", "--chek"], #"unknown option "--chek" for 'mf sync'; did you mean "--check"?"#),
    (["graph", "--format", "svg"], #"invalid value for --format: "svg" is not one of"#),
    (["graph", "--write"], "--write needs --readme"),
    (["new"], "'mf new' needs a subcommand: feature, foundation"),
    (["new", "thing", "Wishlist"], #"unknown subcommand "thing" for 'mf new'"#),
    (["new", "feature"], "'mf new feature' needs <Name>"),
    (["remove"], "'mf remove' needs a subcommand: feature"),
    (["remove", "feature", "A", "B"], #"unexpected argument "B" for 'mf remove feature'"#),
    (["test", "--base", "main"], "--base needs --affected"),
    (
      ["test", "--root-graph", "--isolated"],
      "--root-graph, --isolated and --slice each choose the way"
    ),
    (["affected", "--batches", "0"], "invalid value for --batches: give 1 to 256"),
    (["affected", "--batches", "257"], "invalid value for --batches: give 1 to 256: a GitHub"),
    (["affected", "--all", "--base", "main"], "--all takes every package"),
    (["--root"], "--root needs a value <path>"),
    (["completions", "fish"], #"invalid value for <shell>: "fish" is not one of bash, zsh"#),
  ])
  func usageErrorsExitTwoWithTheProblemAndAHint(arguments: [String], problem: String) throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    let result = fixture.mf(arguments)
    #expect(result.status == 2, "\(arguments)")
    let lines = result.errors.split(separator: "\n")
    #expect(lines.count == 2, "\(result.errors)")
    #expect(lines.first?.hasPrefix("mf: error: \(problem)") == true, "\(result.errors)")
    #expect(lines.last?.hasPrefix("mf: hint: ") == true, "\(result.errors)")
  }

  @Test func mfAlonePrintsTheOverviewAndVersionPrintsTheVersion() {
    let (status, overview, _) = run([])
    #expect(status == 0)
    #expect(overview == ToolProgram.program.helpText())
    for command in ToolProgram.commands {
      #expect(overview.contains("\n  \(command.name) "), "\(command.name)")
    }
    #expect(overview.contains("EXIT CODES:"))
    #expect(run(["--version"]).1 == "mf 1.0\n")
  }

  @Test func everyCommandHasHelpAskedForInEveryWay() {
    for command in ToolProgram.commands {
      let paths = [[command.name]] + command.subcommands.map { [command.name, $0.name] }
      for path in paths {
        let expected = ToolProgram.program.helpText(for: path)
        #expect(expected?.hasPrefix("OVERVIEW: ") == true, "\(path)")
        for asked in [
          ["help"] + path, path + ["--help"], path + ["-h"], ["-C", "/x"] + path + ["-h"],
        ] {
          let (status, output, errors) = run(asked)
          #expect(status == 0, "\(asked)")
          #expect(errors.isEmpty, "\(asked)")
          #expect(output == expected, "\(asked)")
        }
      }
    }
  }

  @Test func theRootOptionWorksBeforeOrAfterTheCommandInEverySpelling() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    let elsewhere = FileManager.default.temporaryDirectory
    for arguments in [
      ["--root", fixture.root.path, "graph"], ["graph", "--root", fixture.root.path],
      ["-C", fixture.root.path, "graph"], ["graph", "-C\(fixture.root.path)"],
      ["graph", "--root=\(fixture.root.path)"],
    ] {
      let (status, output, errors) = run(arguments, in: elsewhere)
      #expect(status == 0, "\(arguments): \(errors)")
      #expect(output.contains("Catalog --> CatalogInterface"), "\(arguments)")
    }
  }

  @Test func theUsesOptionMayComeBeforeTheKindAndRepeat() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    let result = fixture.mf(["new", "--uses", "Catalog", "feature", "Wishlist", "--uses", "Core"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      fixture.read("Package.swift")?.contains(
        "FeaturePackage(\n    \"Wishlist\", interfaces: [.wishlist, .catalog], "
          + "foundation: [.core])") == true)
  }

  @Test func completionScriptsArePrintedForBashAndZsh() {
    for shell in Shell.allCases {
      let (status, script, errors) = run(["completions", shell.rawValue])
      #expect(status == 0)
      #expect(errors.isEmpty)
      #expect(script == ToolProgram.program.completionScript(for: shell))
      #expect(script.contains("affected") && script.contains("--batches"))
    }
  }

  @Test func outsideAWorkspaceIsAClearFailure() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (status, _, errors) = run(["lint"], in: folder)
    #expect(status == 1)
    #expect(errors.contains("not inside a workspace"))
    let (rootStatus, _, rootErrors) = run(["--root", folder.path, "graph"])
    #expect(rootStatus == 1)
    #expect(rootErrors.contains("is not a workspace"))
  }

  @Test func theRootIsFoundFromASubfolder() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    let (status, output, errors) = run(
      ["graph"], in: fixture.root.appendingPathComponent("Features/Catalog/Sources"))
    #expect(status == 0, "\(errors)")
    #expect(output.contains("Catalog --> CatalogInterface"))
  }
}
