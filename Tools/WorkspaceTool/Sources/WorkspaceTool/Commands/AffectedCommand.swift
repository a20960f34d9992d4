import Foundation

/// `mf affected`: the packages changed since a git revision, and everything that depends on them.
struct AffectedCommand: Command {
  let name = "affected"
  let summary = "List packages changed since a git revision, plus their dependents"
  let help = """
    USAGE: mf affected [--base <git-rev>] [--json]

    Lists the packages whose files changed since the base revision (committed, staged,
    unstaged and untracked changes), plus every package that depends on them, directly or not.
    A change to the workspace manifest affects every package.

    OPTIONS:
      --base <git-rev>  The revision to compare with (default: HEAD).
      --json            Print a JSON list of {"name", "path"} objects, for a CI matrix.

    """

  func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
    let parsed = try ArgumentList(
      arguments, command: name, flags: ["--json"], options: ["--base"])
    try parsed.expectPositionals(atMost: 0, command: name)
    let workspace = try context.loadWorkspace()
    let files = try AffectedPackages.changedFiles(
      root: workspace.root, base: parsed.values["--base"] ?? "HEAD", runner: context.runner)
    let packages = AffectedPackages(graph: workspace.graph).packages(forChangedFiles: files)
    if parsed.flags.contains("--json") {
      let entries = packages.map { ["name": $0.name, "path": $0.folder] }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      context.print(String(decoding: try encoder.encode(entries), as: UTF8.self))
    } else {
      for package in packages { context.print(package.folder) }
    }
    return 0
  }
}
