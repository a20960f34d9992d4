import Foundation

/// Checks that a name for `mf new` is valid and free: no target, package, manifest variable or
/// folder that a feature or an interface of that name would have exists already.
struct NameAvailability {
  var workspace: Workspace
  var manifest: RootManifestEditor

  /// The kinds whose names a new package of any kind claims, so that a foundation package
  /// cannot later block the feature of the same name.
  private static let claimingKinds: [PackageKind] = [.feature, .interface]

  /// The valid, free name; a bad or used one is a failure that says why.
  func check(_ raw: String) throws -> PackageName {
    let name = try PackageName(raw)
    var derived: [String] = []
    for kind in Self.claimingKinds {
      for candidate in [kind.packageName(for: name.value)]
        + kind.roles.map({ kind.targetName($0, for: name.value) })
      where !derived.contains(candidate) {
        derived.append(candidate)
      }
    }
    let names = workspace.graph.targetNames.union(workspace.graph.packages.map(\.name))
    if let clash = derived.first(where: names.contains) {
      throw ToolError.failure("\(raw.quoted) is already used: the workspace has \(clash)")
    }
    for variable in Self.claimingKinds.map({ $0.variableName(for: name.value) })
    where manifest.declares(variable) {
      throw ToolError.failure(
        "\(raw.quoted) is already used: the workspace manifest declares `\(variable)`")
    }
    for layer in Layer.allCases {
      for package in Self.claimingKinds.map({ $0.packageName(for: name.value) }) {
        let path = "\(layer.folder)/\(package)"
        if FileManager.default.fileExists(
          atPath: workspace.root.appendingPathComponent(path).path)
        {
          throw ToolError.failure("\(raw.quoted) is already used: the folder \(path) exists")
        }
      }
    }
    return name
  }
}
