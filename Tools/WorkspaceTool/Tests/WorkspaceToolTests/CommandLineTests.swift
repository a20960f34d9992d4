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

  @Test func unknownCommandsAreUsageErrorsWithAHint() {
    let (status, _, errors) = run(["frobnicate"])
    #expect(status == 2)
    #expect(errors.contains("unknown command \"frobnicate\""))
    #expect(errors.contains("hint:"))
  }

  @Test func whatTheUserTypedIsQuotedWithControlCharactersShown() {
    let (status, _, errors) = run(["frob\tni\"cate"])
    #expect(status == 2)
    #expect(errors.hasPrefix(#"mf: error: unknown command "frob\tni\"cate""#), "\(errors)")
  }

  @Test func unknownOptionsAreUsageErrors() {
    for arguments in [["lint", "--fast"], ["sync", "--chek"], ["graph", "--format", "svg"]] {
      let (status, _, errors) = run(arguments)
      #expect(status == 2, "\(arguments)")
      #expect(errors.contains("mf help") || errors.contains("--format"), "\(arguments)")
    }
  }

  @Test func everyCommandHasHelp() {
    for command in CommandLineTool.commands {
      let (status, output, _) = run([command.name, "--help"])
      #expect(status == 0)
      #expect(output.hasPrefix("USAGE: mf \(command.name)"), "\(command.name)")
      #expect(run(["help", command.name]).1 == output)
    }
    let (status, overview, _) = run(["help"])
    #expect(status == 0)
    #expect(CommandLineTool.commands.allSatisfy { overview.contains("  \($0.name) ") })
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
