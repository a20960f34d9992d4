/// The packages `mf api-check` compares: interface and foundation packages, whose public API
/// other packages compile against. By default those with a changed file in one of their
/// library targets; named ones when names are given.
enum ApiCheckSelection {
  static let layers: [Layer] = [.foundation, .interfaces]

  static func candidates(in graph: WorkspaceGraph) -> [WorkspacePackage] {
    graph.packages.filter { layers.contains($0.layer) }
  }

  /// The packages to compare, in graph order: those named (names or folders), or those with a
  /// changed file in a library target when none is; a usage error for any other name.
  static func packages(named names: [String], in graph: WorkspaceGraph, changedFiles: [String])
    throws -> [WorkspacePackage]
  {
    let candidates = candidates(in: graph)
    guard !names.isEmpty else {
      return candidates.filter { package in
        package.targets.contains { target in
          target.kind == .library && changedFiles.contains { $0.hasPrefix(target.path + "/") }
        }
      }
    }
    var named: [WorkspacePackage] = []
    for name in names {
      guard let package = graph.package(named: name) else {
        throw ToolError.usage(
          "no package named \(name.quoted)",
          hint: "the interface and foundation packages are "
            + candidates.map(\.name).joined(separator: ", "))
      }
      guard layers.contains(package.layer) else {
        throw ToolError.usage(
          "\(package.name) is \(package.layer.memberName.withArticle) package; mf api-check compares "
            + "interface and foundation packages, whose API other packages use",
          hint: "name one of " + candidates.map(\.name).joined(separator: ", "))
      }
      if !named.contains(package) { named.append(package) }
    }
    return candidates.filter(named.contains)
  }

  /// How many other packages use `package`, directly or not, and rebuild when its API changes.
  static func dependentCount(of package: WorkspacePackage, in graph: WorkspaceGraph) -> Int {
    let files = package.targets.filter { $0.kind == .library }.map { $0.path + "/" }
    return AffectedPackages(graph: graph).packages(forChangedFiles: files)
      .filter { $0 != package }.count
  }
}
