import Foundation

extension Workspace {
  /// The name `raw` for new packages of `kinds`, checked to be valid and free: no target,
  /// package, manifest member or folder that such a package would have exists already, in any
  /// case (`WishList` and `Wishlist` would clash on a file system that ignores case, as macOS's
  /// does). A new feature or foundation package claims the names of a feature and its
  /// interface, so that a foundation package cannot later block the feature of the same name.
  /// An app's name is also not a type the app's code uses (`Launcher`), and its executable (the
  /// name in lowercase) is not a Swift keyword.
  func availableName(_ raw: String, for kinds: [PackageKind]) throws -> PackageName {
    let name = try PackageName(raw)
    let value = name.value
    if kinds.contains(.app) {
      if AppTemplateValues.typesTheCodeUses.contains(value) {
        throw ToolError.failure(
          "\(raw.quoted) is not a valid app name: the app's code uses the type \(value) of the "
            + "kit, Core or CommandLineKit, which an app of that name would hide")
      }
      let executable = PackageKind.app.targetName(.executable, for: value)
      if PackageName.isKeyword(executable) {
        throw ToolError.failure(
          "\(raw.quoted) is not a valid app name: its executable `\(executable)` would be a "
            + "Swift keyword")
      }
    }
    var existing: [String: String] = [:]
    for used in graph.targetNames.union(graph.packages.map(\.name)).sorted() {
      existing[used.lowercased()] = existing[used.lowercased()] ?? used
    }
    let derived = kinds.flatMap { kind in
      [kind.packageName(for: value)] + kind.roles.map { kind.targetName($0, for: value) }
    }
    if let clash = derived.lazy.compactMap({ existing[$0.lowercased()] }).first {
      throw ToolError.failure("\(raw.quoted) is already used: the workspace has \(clash)")
    }
    let manifest = try manifestText()
    for kind in kinds {
      let member = kind.memberName(for: value)
      if ManifestRegion.line(declaring: member, of: kind.helper, in: manifest) != nil {
        throw ToolError.failure(
          "\(raw.quoted) is already used: the workspace manifest declares "
            + "`\(kind.helper).\(member)`")
      }
      for layer in Layer.allCases {
        let path = "\(layer.folder)/\(kind.packageName(for: value))"
        if FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) {
          throw ToolError.failure("\(raw.quoted) is already used: the folder \(path) exists")
        }
      }
    }
    return name
  }
}
