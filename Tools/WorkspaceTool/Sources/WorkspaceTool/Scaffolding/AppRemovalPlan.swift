/// What `mf remove app <Name>` takes out, worked out before anything changes: the app's folder,
/// its declaration and its entry in the root manifest's list of apps.
///
/// It refuses, listing them, while another package declares a dependency on one of the app's
/// targets or the manifest still mentions the app. The features the app composed stay; once
/// the app is gone, `mf remove feature` can take them out.
struct AppRemovalPlan {
  /// The app removed.
  let removed: WorkspacePackage
  /// The change to apply.
  let change: PackageChange

  /// Plans the removal of the app `name` from `workspace`, whose root manifest reads
  /// `manifest`.
  init(app name: String, workspace: Workspace) throws {
    let graph = workspace.graph
    let app = try Self.app(named: name, in: workspace)
    let targets = Set(app.targets.map(\.name))
    var dependents: [String] = []
    for package in graph.packages where package.folder != app.folder {
      for target in package.targets {
        let used = target.dependencies.filter(targets.contains)
        if !used.isEmpty {
          dependents.append(
            "\(package.folder): \(target.name) uses \(used.joined(separator: ", "))")
        }
      }
    }
    guard dependents.isEmpty else {
      throw ToolError.failure(
        "\(name) is still in use; remove these uses first:\n  "
          + dependents.joined(separator: "\n  "))
    }
    if let line = try ManifestRegion(manifest: try workspace.manifestText())
      .references(to: app.variable).first
    {
      throw ToolError.failure(
        "Package.swift:\(line) still mentions \(app.variable); remove that use first")
    }
    removed = app
    change = PackageChange(
      command: "mf remove app \(name)",
      declarations: graph.declarations.filter { $0.kind.folder(for: $0.name) != app.folder },
      changedPackages: [app.folder], removedFolders: [app.folder])
  }

  /// The app `name` of `workspace`; anything else is a failure that lists the apps.
  static func app(named name: String, in workspace: Workspace) throws -> WorkspacePackage {
    guard let app = workspace.graph.package(named: PackageKind.app.folder(for: name)),
      app.layer == .apps, !app.hasOwnManifest
    else { throw ToolError.failure(unknown(name, in: workspace)) }
    return app
  }

  /// Why `name` is not an app, with the apps to choose from.
  static func unknown(_ name: String, in workspace: Workspace) -> String {
    let apps = workspace.graph.packages.filter { $0.layer == .apps }.map(\.name)
    return "no app named \(name.quoted); "
      + (apps.isEmpty
        ? "the workspace has no apps" : "the apps are \(apps.joined(separator: ", "))")
  }
}
