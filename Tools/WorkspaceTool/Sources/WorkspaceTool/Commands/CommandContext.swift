import Foundation

/// What a command runs with: where it was started, where it writes, how it runs processes.
struct CommandContext: Sendable {
  /// The folder the tool was started in.
  var currentDirectory: URL
  /// The workspace root named with `--root`, if any.
  var explicitRoot: URL?
  var output: any TextSink
  var errorOutput: any TextSink
  var runner = ProcessRunner()
  /// Counts the changes made on disk; the crash-consistency tests stop the run with it.
  var steps = ChangeHook.none

  /// The workspace root: the `--root` folder, or the first workspace at or above the cwd.
  ///
  /// A change that an earlier run left unfinished is finished first (see ``Recovery``), and
  /// what was repaired is said on standard error, so no command sees a half-made workspace.
  func root() throws -> URL {
    let root: URL
    if let explicitRoot {
      guard Workspace.isRoot(explicitRoot) else {
        throw ToolError.failure(
          "\(explicitRoot.path) is not a workspace: it needs a Package.swift and a Foundation "
            + "folder")
      }
      root = explicitRoot
    } else {
      root = try Workspace.findRoot(from: currentDirectory)
    }
    let repaired = try SignalShield().run { try Recovery(root: root, steps: steps).run() }
    for line in repaired { errorOutput.write(line + "\n") }
    for line in ApiCheckRunFolder.sweep(root: root, runner: runner) {
      errorOutput.write(line + "\n")
    }
    return root
  }

  /// Loads the workspace graph through `swift package dump-package`, or from the manifest
  /// cache when the manifest is unchanged.
  func loadWorkspace() throws -> Workspace {
    try workspace(at: try root())
  }

  /// Loads the workspace at `root`, already found (and repaired) by ``root()``.
  func workspace(at root: URL) throws -> Workspace {
    try Workspace.load(root: root, runner: runner)
  }

  /// The URL of `path`, taken relative to the current folder unless it is absolute.
  func resolve(_ path: String) -> URL {
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path)
    return url.standardizedFileURL
  }

  /// Writes one line to standard output.
  func print(_ line: String) {
    output.write(line + "\n")
  }
}
