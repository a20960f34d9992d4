import Foundation

/// What a command runs with: where it was started, where it writes, how it runs processes.
struct CommandContext: Sendable {
  var currentDirectory: URL
  var explicitRoot: URL?
  var output: any TextSink
  var errorOutput: any TextSink
  var runner = ProcessRunner()
  /// Runs after each change on disk; the crash tests stop the run with it.
  var changeHook = ChangeHook.none

  /// The workspace root: the `--root` folder, or the first workspace at or above the cwd.
  ///
  /// A change that an earlier run left unfinished is finished first (see ``Recovery``), and
  /// what was repaired is said on standard error, so no command sees a half-made workspace.
  func root() throws -> URL {
    let root =
      try explicitRoot.map(Workspace.root(at:)) ?? Workspace.findRoot(from: currentDirectory)
    let repaired = try withSignalsHeldOff { try Recovery(root: root, changeHook: changeHook).run() }
    for line in repaired + ApiCheckRunFolder.sweep(root: root) {
      errorOutput.write(line + "\n")
    }
    return root
  }

  /// The workspace at ``root()``, from its manifests (or the dump cache).
  func loadWorkspace() throws -> Workspace {
    try Workspace.load(root: try root(), runner: runner)
  }

  /// Applies a change that `mf new`, `remove` or `add` planned, and says what it wrote.
  func apply(_ change: PackageChange, to workspace: Workspace) throws {
    let outcome = try Scaffolder(root: workspace.root, runner: runner, changeHook: changeHook)
      .apply(change, to: workspace)
    for path in outcome.created { print("created \(path)") }
    for path in change.removedFolders { print("removed \(path)") }
    for path in outcome.updatedManifests { print("updated \(path)") }
  }

  /// The URL of `path`, taken relative to the current folder unless it is absolute.
  func resolve(_ path: String) -> URL {
    (path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path))
      .standardizedFileURL
  }

  /// `<path>: error: is missing` or `is out of date`, what to run, and the first 40 lines of
  /// the diff from the file on disk to what it should say.
  func printDrift(_ drift: ManifestDrift, fix: String) {
    let state = drift.current == nil ? "is missing" : "is out of date"
    print("\(drift.path): error: \(state); run `\(fix)`")
    let diff = runner.diffLines(from: drift.current ?? "", to: drift.expected)
    for line in diff.prefix(40) { print("  " + line) }
  }

  func print(_ line: String) {
    output.write(line + "\n")
  }
}
