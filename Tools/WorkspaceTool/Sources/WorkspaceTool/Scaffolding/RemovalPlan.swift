import Foundation

/// What `mf remove feature <Name>` takes out, worked out before anything changes: the feature
/// and its interface, their declarations and list entries in the root manifest.
///
/// It refuses, listing them, while another package declares a dependency on the feature or
/// its interface, an app's source imports them, or the manifest still mentions them.
struct RemovalPlan {
  /// The packages removed: the feature, and its interface when there is one.
  let removed: [WorkspacePackage]
  /// The change to apply.
  let change: PackageChange

  /// Plans the removal of the feature `name` from `workspace`, whose root manifest reads
  /// `manifest`.
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
    let removedFolders = Set(removed.map(\.folder))
    let removedTargets = Set(removed.flatMap { $0.targets.map(\.name) })
    var dependents: [String] = []
    for package in workspace.graph.packages where !removedFolders.contains(package.folder) {
      if package.layer == .apps {
        let scanner = ImportScanner()
        for target in package.targets {
          for file in SourceFiles().swiftFiles(in: target.path, root: workspace.root) {
            let url = workspace.root.appendingPathComponent(file)
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            for statement in scanner.imports(in: text)
            where removedTargets.contains(statement.module) {
              dependents.append("\(file):\(statement.line) imports \(statement.module)")
            }
          }
        }
        continue
      }
      for target in package.targets {
        let used = target.dependencies.filter(removedTargets.contains)
        if !used.isEmpty {
          dependents.append(
            "\(package.folder): \(target.name) uses \(used.joined(separator: ", "))")
        }
      }
    }
    return dependents
  }
}
