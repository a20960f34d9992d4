import Foundation

/// What `mf remove feature <Name>` takes out: the feature and its interface, and their
/// declarations. It refuses, listing them, while another package declares a dependency on them,
/// an app's source imports them, or the root manifest still mentions them.
struct RemovalPlan {
  let removed: [WorkspacePackage]
  let change: PackageChange

  init(feature name: String, workspace: Workspace) throws {
    let graph = workspace.graph
    guard let feature = graph.package(named: PackageKind.feature.folder(for: name)) else {
      throw ToolError.failure(
        "no feature named \(name.quoted); the features are "
          + graph.packages.filter { $0.layer == .features }.map(\.name).joined(separator: ", "))
    }
    let interface = graph.package(named: PackageKind.interface.folder(for: name))
    removed = [feature] + (interface.map { [$0] } ?? [])
    let dependents = Self.dependents(of: removed, in: workspace)
    guard dependents.isEmpty else {
      let apps = workspace.graph.packages.filter { package in
        package.layer == .apps && dependents.contains { $0.hasPrefix(package.folder + "/") }
      }
      let hint =
        apps.isEmpty
        ? ""
        : "\n"
          + apps.map {
            "an app composes it: take it out with `mf remove feature \(name) --from \($0.name)`, "
              + "or remove the app with `mf remove app \($0.name)`"
          }.joined(separator: "\n")
      throw ToolError.failure(
        "\(name) is still in use; remove these uses first:\n  "
          + dependents.joined(separator: "\n  ") + hint)
    }

    let region = try ManifestRegion(manifest: try workspace.manifestText())
    for package in removed {
      if let line = region.references(to: package.variable).first {
        throw ToolError.failure(
          "Package.swift:\(line) still mentions \(package.variable); remove that use first")
      }
    }
    let folders = removed.map(\.folder)
    change = PackageChange(
      command: "mf remove feature \(name)",
      declarations: graph.declarations.filter {
        !folders.contains($0.kind.folder(for: $0.name))
      },
      changedPackages: Set(folders), removedFolders: folders)
  }

  /// What still uses the packages: declared dependencies of other packages' targets, and
  /// imports in the apps' sources (an app may use a feature it does not declare yet).
  private static func dependents(of removed: [WorkspacePackage], in workspace: Workspace)
    -> [String]
  {
    let targets = Set(removed.flatMap { $0.targets.map(\.name) })
    return workspace.graph.packages.filter { !removed.contains($0) }.flatMap {
      $0.layer == .apps
        ? workspace.imports(of: targets, in: $0) : workspace.declaredUses(of: targets, in: $0)
    }
  }
}
