import Foundation
import Synchronization

/// How a command reads the workspace graph: by evaluating the root manifest each time, or, for
/// tests that run thousands of read-only commands on one fixture, once per workspace root.
struct WorkspaceLoader: Sendable {
  /// Loads the workspace at a root with a process runner.
  let load: @Sendable (URL, ProcessRunner) throws -> Workspace

  /// Evaluates the root manifest with `swift package dump-package` on every load.
  static let evaluating = WorkspaceLoader { root, runner in
    try Workspace.load(root: root, runner: runner)
  }

  /// Evaluates each root's manifest once and hands out that graph afterwards: only for
  /// commands that change no manifest.
  static func remembering() -> WorkspaceLoader {
    let loaded = LoadedWorkspaces()
    return WorkspaceLoader { root, runner in
      if let workspace = loaded.workspaces.withLock({ $0[root] }) { return workspace }
      let workspace = try Workspace.load(root: root, runner: runner)
      loaded.workspaces.withLock { $0[root] = workspace }
      return workspace
    }
  }
}

/// The workspaces a remembering loader has read, by root.
private final class LoadedWorkspaces: Sendable {
  let workspaces = Mutex<[URL: Workspace]>([:])
}
