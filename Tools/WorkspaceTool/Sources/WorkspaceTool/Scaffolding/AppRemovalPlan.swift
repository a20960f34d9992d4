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
  init(app name: String, workspace: Workspace, manifest: String) throws {
    let graph = workspace.graph
    let kind = PackageKind.app
    guard let app = graph.package(named: kind.folder(for: name)), app.layer == .apps else {
      throw ToolError.failure(Self.unknown(name, in: workspace))
    }
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
    var editor = RootManifestEditor(text: manifest)
    guard let variable = editor.packageVariables(helper: kind.helper)[name] else {
      throw ToolError.failure(
        "the workspace manifest has no `let ... = \(kind.helper)(\"\(name)\", ...)`")
    }
    try editor.removeDeclaration(variable)
    try editor.remove(variable, from: kind.list)
    if let line = editor.references(to: variable).first {
      throw ToolError.failure(
        "Package.swift:\(line) still mentions \(variable); remove that use first")
    }
    removed = app
    change = PackageChange(
      command: "mf remove app \(name)", manifest: editor.text, removedFolders: [app.folder])
  }

  /// Why `name` is not an app, with the apps to choose from.
  static func unknown(_ name: String, in workspace: Workspace) -> String {
    let apps = workspace.graph.packages.filter { $0.layer == .apps }.map(\.name)
    return "no app named \(name.quoted); "
      + (apps.isEmpty
        ? "the workspace has no apps" : "the apps are \(apps.joined(separator: ", "))")
  }
}
