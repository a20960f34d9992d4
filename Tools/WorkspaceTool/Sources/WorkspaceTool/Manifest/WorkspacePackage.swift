/// A package folder of the workspace and its targets.
struct WorkspacePackage: Sendable, Equatable {
  /// The folder from the workspace root, such as `Features/Catalog`.
  var folder: String
  var layer: Layer
  var targets: [WorkspaceTarget]

  /// The package name: the last component of its folder.
  var name: String { String(folder.split(separator: "/").last ?? "") }

  /// The kind of package, from its layer.
  var kind: PackageKind { .of(layer) }
}
