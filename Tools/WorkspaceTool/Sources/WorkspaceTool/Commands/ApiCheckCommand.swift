import CommandLineKit
import Foundation

/// `mf api-check`: what a change does to the public API of the interface and foundation
/// packages, which other packages compile against; fails on a break that is not allowed.
enum ApiCheckCommand {
  static let base = Option<String?>(
    "base", valueName: "git-rev",
    summary: "the revision to compare with (default: the merge base with main)")
  static let packages = Argument<[String]>(
    "package", summary: "interface or foundation packages (default: those changed)")

  static let declaration = Command<ToolAction>(
    "api-check", summary: "compare the public API of changed interfaces with the base",
    discussion: """
      For each interface and foundation package with a changed library target since
      the base revision (committed, staged, unstaged and untracked changes), compares
      the public API at the base, extracted with git archive into .build, with the
      working tree's, using the toolchain's swift-api-digester. Breaking changes
      (removed or renamed declarations, changed signatures and types, a protocol
      requirement added without a default, a removed conformance, a new enum case)
      print as path:line: error: lines, additive ones as notes, and each package
      ends with a summary:
        CatalogInterface: 2 breaking, 1 additive; 5 packages depend on it
      package, internal and private declarations, @_spi ones, function bodies and
      doc comments never count.

      A deliberate break is allowed by a line in api-breaks.allowed at the workspace
      root, "<package>: <why>"; its errors then print as warnings.

      The default base is the merge base of HEAD with main (or origin/main), which
      is HEAD on main itself. In CI, compare with the merge base:
      --base "$(git merge-base origin/main HEAD)".

      Exits 0 when nothing breaks, 1 on a break that is not allowed (or a failure,
      such as a module that does not compile), 2 on a usage error.
      """,
    parameters: [base, packages],
    action: { call, context in try run(call, context) })

  private static func run(_ call: Invocation, _ context: CommandContext) throws -> Int32 {
    let workspace = try context.loadWorkspace()
    let revision = try ApiBaseRevision.resolve(
      call[base], root: workspace.root, runner: context.runner)
    let changedFiles = try ChangedFiles.since(
      revision.commit, root: workspace.root, runner: context.runner)
    let chosen = try ApiCheckSelection.packages(
      named: call[packages], in: workspace.graph, changedFiles: changedFiles)
    let allowList = try ApiBreakAllowList.read(
      root: workspace.root,
      packages: Set(ApiCheckSelection.candidates(in: workspace.graph).map(\.name)))
    // Killed or interrupted, the run leaves its folder, which the next mf command removes.
    let results = try ApiCheckRun(
      workspace: workspace, base: revision, changedFiles: changedFiles, runner: context.runner,
      changeHook: context.changeHook
    ).results(for: chosen)
    let report = ApiCheckReport(base: revision, results: results, allowList: allowList)
    for line in report.lines { context.print(line) }
    return report.exitCode
  }
}
