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

extension WorkspaceLoader {
  /// Evaluates each distinct root manifest once per process, whichever folder holds it, and
  /// gives every workspace with that manifest the same graph. The graph depends only on the
  /// manifest's text: target paths in it are relative to the root. For tests, which evaluate a
  /// few fixture manifests in hundreds of folders; a manifest that fails to evaluate is not
  /// remembered.
  static let sharingIdenticalManifests: WorkspaceLoader = {
    let graphs = EvaluatedManifests()
    return WorkspaceLoader { root, runner in
      let text =
        (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8))
      if let text, let graph = graphs.graphs.withLock({ $0[text] }) {
        return Workspace(root: root, graph: graph)
      }
      let workspace = try Workspace.load(root: root, runner: runner)
      if let text { graphs.graphs.withLock { $0[text] = workspace.graph } }
      return workspace
    }
  }()
}

/// The graphs a sharing loader has evaluated, by manifest text.
private final class EvaluatedManifests: Sendable {
  let graphs = Mutex<[String: WorkspaceGraph]>([:])
}

/// The workspaces a remembering loader has read, by root.
private final class LoadedWorkspaces: Sendable {
  let workspaces = Mutex<[URL: Workspace]>([:])
}
