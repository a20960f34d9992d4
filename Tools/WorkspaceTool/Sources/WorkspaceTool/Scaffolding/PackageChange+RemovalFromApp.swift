extension PackageChange {
  /// What `mf remove feature <Feature> --from <App>` changes, the reverse of `mf add`: the feature
  /// leaves the app's `features:` in the root manifest, and so its protocol, its services and its
  /// plugin leave the app's generated composition. The feature's packages stay.
  ///
  /// Refused, listing them, while a file of the app written by hand imports the feature; one that
  /// imports an interface the app no longer uses fails the lint, which undoes the change.
  static func removal(of feature: String, from app: String, in workspace: Workspace) throws
    -> PackageChange
  {
    let appPackage = try workspace.app(named: app)
    var declaration = PackageDeclaration(of: appPackage, in: workspace.graph)
    let variable = PackageKind.feature.variableName(for: feature)
    guard declaration["features"].contains(variable) else {
      let composed = AppComposition(of: appPackage, in: workspace).features.map(\.name)
      throw ToolError.failure(
        "\(app) does not compose \(feature.quoted); "
          + (composed.isEmpty
            ? "it composes no feature" : "it composes \(composed.joined(separator: ", "))"))
    }
    let generated = AppComposition(of: appPackage, in: workspace).files.map(\.path)
    let uses = workspace.imports(of: [feature], in: appPackage, skipping: Set(generated))
    guard uses.isEmpty else {
      throw ToolError.failure(
        "\(app) still uses \(feature); remove these uses first:\n  "
          + uses.joined(separator: "\n  "))
    }
    declaration["features"].removeAll { $0 == variable }
    return PackageChange(
      command: "mf remove feature \(feature) --from \(app)", redeclaring: declaration,
      in: workspace.graph)
  }
}
