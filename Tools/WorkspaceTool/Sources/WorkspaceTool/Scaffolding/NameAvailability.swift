import Foundation

/// Checks that a name for `mf new` is valid and free: no target, package, manifest variable or
/// folder that a package of that name would have exists already, in any case: `WishList` and
/// `Wishlist` would clash on a file system that ignores case, as macOS's does.
struct NameAvailability {
  var workspace: Workspace

  /// The kinds whose names a new feature or foundation package claims, so that a foundation
  /// package cannot later block the feature of the same name.
  private static let claimingKinds: [PackageKind] = [.feature, .interface]

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
    try checkUnused(raw, derived)
    try checkVariablesAndFolders(
      raw, variables: Self.claimingKinds.map { $0.variableName(for: name.value) },
      folders: Self.claimingKinds.map { $0.packageName(for: name.value) })
    return name
  }

  /// The valid, free name for a new app: besides the rules of every name, it is not a type the
  /// app's code uses (`Launcher`), its executable (the name in lowercase) is not a Swift
  /// keyword, and neither the package nor any of its targets
  /// (`<Name>App`, `<name>`, `<Name>Tests`) matches a package or target of the workspace, even
  /// in another case: the executable `core` and the module `Core` would clash on a file system
  /// that ignores case, as macOS's does.
  func checkApp(_ raw: String) throws -> PackageName {
    let name = try PackageName(raw)
    let kind = PackageKind.app
    let executable = kind.targetName(.executable, for: name.value)
    if AppContext.typesTheCodeUses.contains(name.value) {
      throw ToolError.failure(
        "\(raw.quoted) is not a valid app name: the app's code uses the type \(name.value) of "
          + "the kit, Core or CommandLineKit, which an app of that name would hide")
    }
    if PackageName.isKeyword(executable) {
      throw ToolError.failure(
        "\(raw.quoted) is not a valid app name: its executable `\(executable)` would be a Swift "
          + "keyword")
    }
    try checkUnused(
      raw,
      [kind.packageName(for: name.value)] + kind.roles.map { kind.targetName($0, for: name.value) })
    try checkVariablesAndFolders(
      raw, variables: [kind.variableName(for: name.value)], folders: [name.value])
    return name
  }

  /// Fails when a package or target of the workspace has one of `names`, in any case.
  private func checkUnused(_ raw: String, _ names: [String]) throws {
    var existing: [String: String] = [:]
    for used in workspace.graph.targetNames.union(workspace.graph.packages.map(\.name)).sorted() {
      existing[used.lowercased()] = existing[used.lowercased()] ?? used
    }
    if let clash = names.lazy.compactMap({ existing[$0.lowercased()] }).first {
      throw ToolError.failure("\(raw.quoted) is already used: the workspace has \(clash)")
    }
  }

  /// Fails when the manifest declares one of `variables` or a layer holds one of `folders`.
  private func checkVariablesAndFolders(_ raw: String, variables: [String], folders: [String])
    throws
  {
    let manifest = try workspace.manifestText()
    for variable in variables where ManifestRegion.line(declaring: variable, in: manifest) != nil {
      throw ToolError.failure(
        "\(raw.quoted) is already used: the workspace manifest declares `\(variable)`")
    }
    for layer in Layer.allCases {
      for package in folders {
        let path = "\(layer.folder)/\(package)"
        if FileManager.default.fileExists(
          atPath: workspace.root.appendingPathComponent(path).path)
        {
          throw ToolError.failure("\(raw.quoted) is already used: the folder \(path) exists")
        }
      }
    }
  }
}
