/// What `mf remove app <Name>` takes out: the app's folder and its declaration. It refuses,
/// listing them, while another package declares a dependency on the app or the root manifest
/// still mentions it. The features the app composed stay.
struct AppRemovalPlan {
  let removed: WorkspacePackage
  let change: PackageChange

  init(app name: String, workspace: Workspace) throws {
    let graph = workspace.graph
    let app = try Self.app(named: name, in: workspace)
    let targets = Set(app.targets.map(\.name))
    let dependents = graph.packages.filter { $0 != app }.flatMap {
      workspace.declaredUses(of: targets, in: $0)
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

  static func unknown(_ name: String, in workspace: Workspace) -> String {
    let apps = workspace.graph.packages.filter { $0.layer == .apps }.map(\.name)
    return "no app named \(name.quoted); "
      + (apps.isEmpty
        ? "the workspace has no apps" : "the apps are \(apps.joined(separator: ", "))")
  }
}
