import Foundation

/// Which builds already exist on disk for a selection, and how many modules a first build
/// compiles where none does: what decides whether a way of testing starts warm or cold.
///
/// A build exists when its build folder holds a debug build (`.build/debug`, or
/// `.build/<triple>/debug`), the configuration `swift build` and `swift test` use; a `.build`
/// with only other files in it (a release build, mf's timings file) does not count.
struct BuildState: Sendable, Equatable {
  /// A selected package that has no build of its own yet.
  struct Unbuilt: Sendable, Equatable {
    var name: String
    /// The modules its first build compiles: its own targets and every target they use.
    var modules: Int
  }

  /// Whether the root graph has been built (the workspace root's `.build`).
  var rootIsBuilt: Bool
  /// The modules of the whole workspace, which a first build of the root graph compiles.
  var workspaceModules: Int
  /// The selected packages with no build of their own, in selection order.
  var unbuilt: [Unbuilt]

  /// Every build in place: the state the way's rule by count was measured in.
  static let warm = BuildState(rootIsBuilt: true, workspaceModules: 0, unbuilt: [])

  /// Looks at the build folders of the root and of each of `selection`.
  static func inspect(
    _ selection: [WorkspacePackage], in graph: WorkspaceGraph, root: URL
  ) -> BuildState {
    BuildState(
      rootIsBuilt: hasDebugBuild(root),
      workspaceModules: graph.targetNames.count,
      unbuilt: selection.filter { !hasDebugBuild(root.appendingPathComponent($0.folder)) }
        .map { Unbuilt(name: $0.name, modules: modules(of: $0, in: graph)) })
  }

  /// The number of modules the package's own build compiles: its targets and, along their
  /// dependencies, every workspace target they use.
  static func modules(of package: WorkspacePackage, in graph: WorkspaceGraph) -> Int {
    reachableNodes(from: package.targets.map(\.name)) { name in
      (graph.target(named: name)?.dependencies ?? []).filter { graph.target(named: $0) != nil }
    }.count
  }

  /// Whether `folder/.build` holds a debug build, directly or in a platform's folder.
  private static func hasDebugBuild(_ folder: URL) -> Bool {
    let build = folder.appendingPathComponent(".build")
    let files = FileManager.default
    if isFolder(build.appendingPathComponent("debug")) { return true }
    let platforms = (try? files.contentsOfDirectory(atPath: build.path)) ?? []
    return platforms.contains { isFolder(build.appendingPathComponent($0 + "/debug")) }
  }

  private static func isFolder(_ url: URL) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
      && isFolder.boolValue
  }
}
