extension PackageChange {
  /// What `mf remove feature <Name>` or `mf remove app <Name>` takes out: the feature and its
  /// interface, or the app, with their declarations; the features an app composed stay. It
  /// refuses, listing them, while another package declares a dependency on them, an app's source
  /// imports them, or the root manifest still mentions them.
  static func removal(ofFeature name: String, in workspace: Workspace) throws -> PackageChange {
    let graph = workspace.graph
    guard let feature = graph.package(named: PackageKind.feature.folder(for: name)) else {
      throw ToolError.failure(
        "no feature named \(name.quoted); the features are "
          + graph.packages.filter { $0.layer == .features }.map(\.name).joined(separator: ", "))
    }
    let interface = graph.package(named: PackageKind.interface.folder(for: name))
    return try removal(
      of: [feature] + (interface.map { [$0] } ?? []), name: name, command: "feature",
      workspace: workspace,
      hint: { app in
        "an app composes it: take it out with `mf remove feature \(name) --from \(app)`, or "
          + "remove the app with `mf remove app \(app)`"
      })
  }

  static func removal(ofApp name: String, in workspace: Workspace) throws -> PackageChange {
    try removal(
      of: [workspace.app(named: name)], name: name, command: "app", workspace: workspace)
  }

  /// Plans the removal of `removed` by `mf remove <command> <name>`; `hint` says what to do
  /// about an app that uses them.
  private static func removal(
    of removed: [WorkspacePackage], name: String, command: String, workspace: Workspace,
    hint: (String) -> String? = { _ in nil }
  ) throws -> PackageChange {
    let graph = workspace.graph
    let targets = Set(removed.flatMap { $0.targets.map(\.name) })
    // An app may import a feature it does not declare yet.
    let users = graph.packages.filter { !removed.contains($0) }.map { package in
      (
        package,
        workspace.declaredUses(of: targets, in: package)
          + (package.layer == .apps ? workspace.imports(of: targets, in: package) : [])
      )
    }.filter { !$0.1.isEmpty }
    guard users.isEmpty else {
      let hints = users.filter { $0.0.layer == .apps }.compactMap { hint($0.0.name) }
      throw ToolError.failure(
        "\(name) is still in use; remove these uses first:\n  "
          + users.flatMap(\.1).joined(separator: "\n  ")
          + hints.map { "\n" + $0 }.joined())
    }
    let region = try ManifestRegion(manifest: try workspace.manifestText())
    for package in removed {
      if let line = region.references(to: package.member).first {
        throw ToolError.failure(
          "Package.swift:\(line) still mentions .\(package.member) (\(package.name)); remove "
            + "that use first")
      }
    }
    let folders = removed.map(\.folder)
    return PackageChange(
      command: "mf remove \(command) \(name)",
      declarations: graph.declarations.filter { !folders.contains($0.kind.folder(for: $0.name)) },
      changedPackages: Set(folders), removedFolders: folders)
  }
}

extension Workspace {
  /// The app `name`; anything else is a failure that lists the apps.
  func app(named name: String) throws -> WorkspacePackage {
    let apps = graph.packages.filter { $0.layer == .apps && !$0.hasOwnManifest }
    guard let app = apps.first(where: { $0.folder == PackageKind.app.folder(for: name) }) else {
      throw ToolError.failure(
        "no app named \(name.quoted); "
          + (apps.isEmpty
            ? "the workspace has no apps"
            : "the apps are \(apps.map(\.name).joined(separator: ", "))"))
    }
    return app
  }
}
