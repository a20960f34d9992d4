/// `mf sync [--check]`: regenerates the per-package manifests from the workspace manifest.
struct SyncCommand: Command {
  let name = "sync"
  let summary = "Regenerate every package's Package.swift from the workspace manifest"
  let help = """
    USAGE: mf sync [--check]

    Regenerates the Package.swift of every package folder from the workspace manifest (the
    root Package.swift), so each package also builds on its own with --package-path.

    OPTIONS:
      --check   Change nothing; list each out-of-date manifest with a short diff and exit 1.

    """

  func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
    let parsed = try ArgumentList(
      arguments, command: name, flags: ["--check"], options: [])
    try parsed.expectPositionals(atMost: 0, command: name)
    let synchronizer = Synchronizer(workspace: try context.loadWorkspace())
    if parsed.flags.contains("--check") {
      let drifts = try synchronizer.drift()
      guard !drifts.isEmpty else {
        context.print(
          "All \(synchronizer.workspace.graph.packages.count) package manifests are in sync.")
        return 0
      }
      let diff = LineDiff()
      for drift in drifts {
        let state = drift.current == nil ? "is missing" : "is out of date"
        context.print("\(drift.path): error: \(state); run `swift run mf sync`")
        for line in diff.lines(from: drift.current ?? "", to: drift.expected).prefix(40) {
          context.print("  " + line)
        }
      }
      context.print("\(drifts.count) manifest(s) out of date.")
      return 1
    }
    let written = try synchronizer.write(steps: context.steps)
    for drift in written {
      context.print("wrote \(drift.path)")
    }
    context.print(
      written.isEmpty
        ? "All \(synchronizer.workspace.graph.packages.count) package manifests are in sync."
        : "Updated \(written.count) manifest(s).")
    return 0
  }
}
