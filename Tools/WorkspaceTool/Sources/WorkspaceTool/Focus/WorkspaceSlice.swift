/// A focused part of the workspace: chosen packages with every target of theirs (tests and
/// examples included), and, from the other packages, only the targets they use. Built as a
/// package of its own (``SliceWriter``), it plans, builds and indexes in time that follows the
/// slice's size, not the workspace's, under either build system.
struct WorkspaceSlice: Sendable, Equatable {
  /// The chosen packages, in graph order: their tests are the slice's tests.
  var packages: [WorkspacePackage]
  /// Every target the slice declares, in graph order (by package, then as declared).
  var targets: [WorkspaceTarget]

  /// The package folders the slice's targets live in.
  var folders: [String] {
    var seen = Set<String>()
    return targets.map(\.packageFolder).filter { seen.insert($0).inserted }
  }

  /// The slice for `chosen` packages of `graph`; with `dependents`, every package that uses
  /// one of them, directly or not, is chosen too (the packages a change in them can break).
  init(_ chosen: [WorkspacePackage], in graph: WorkspaceGraph, dependents: Bool) throws {
    if let tool = chosen.first(where: \.hasOwnManifest) {
      throw ToolError.failure(
        "\(tool.name) has a manifest of its own, outside the root graph; work in it with "
          + "`swift test --package-path \(tool.folder)`")
    }
    let folders = Set(
      dependents
        ? AffectedPackages(graph: graph).packages(
          forChangedFiles: chosen.map { $0.folder + "/Package.swift" }
        ).map(\.folder) : chosen.map(\.folder))
    packages = graph.packages.filter { folders.contains($0.folder) }
    let needed = reachableNodes(from: packages.flatMap { $0.targets.map(\.name) }) { name in
      (graph.target(named: name)?.dependencies ?? []).filter { graph.target(named: $0) != nil }
    }
    targets = graph.packages.filter { !$0.hasOwnManifest }.flatMap(\.targets)
      .filter { needed.contains($0.name) }
  }
}
