/// A package folder of the workspace and its targets.
struct WorkspacePackage: Sendable, Equatable {
  /// The folder from the workspace root, such as `Features/Catalog`.
  var folder: String
  var layer: Layer
  var targets: [WorkspaceTarget]
  /// Whether the package's own manifest declares it, outside the root graph (a tool such as
  /// mf): `mf sync` leaves that manifest alone, and its tests run through it.
  var hasOwnManifest = false

  var name: String { String(folder.split(separator: "/").last ?? "") }

  var kind: PackageKind { .of(layer) }
}
