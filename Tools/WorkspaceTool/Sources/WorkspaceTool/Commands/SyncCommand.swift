import CommandLineKit

/// `mf sync [--check]`: regenerates the per-package manifests from the workspace manifest.
enum SyncCommand {
  static let check = Flag(
    "check", summary: "change nothing; list what is out of date with a diff, exit 1")

  static let declaration = Command<ToolAction>(
    "sync", summary: "write every package's Package.swift from the workspace manifest",
    discussion: """
      Writes the Package.swift of every package folder from the workspace manifest
      (the root Package.swift), so each package also builds on its own with
      --package-path, and each app's <App>Features.generated.swift, the features it
      composes. A tool's own manifest (Tools/<Name>/Package.swift) is left alone.
      """,
    parameters: [check],
    action: { call, context in try run(call, context) })

  private static func run(_ call: Invocation, _ context: CommandContext) throws -> Int32 {
    let synchronizer = Synchronizer(workspace: try context.loadWorkspace(), runner: context.runner)
    let count = synchronizer.workspace.graph.packages.filter { !$0.hasOwnManifest }.count
    guard !call[check] else {
      let drifts = try synchronizer.drift()
      guard !drifts.isEmpty else {
        context.print("All \(count) package manifests are in sync.")
        return 0
      }
      for drift in drifts {
        context.printDrift(drift, fix: "Tools/mf sync")
      }
      context.print("\(drifts.count) manifest(s) out of date.")
      return 1
    }
    let written = try synchronizer.write(changeHook: context.changeHook)
    for drift in written {
      context.print("wrote \(drift.path)")
    }
    context.print(
      written.isEmpty
        ? "All \(count) package manifests are in sync." : "Updated \(written.count) manifest(s).")
    return 0
  }
}
