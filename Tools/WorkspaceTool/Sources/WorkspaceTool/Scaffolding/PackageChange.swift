/// A change that `mf new`, `mf remove` or `mf add` works out before anything in the workspace
/// is touched.
struct PackageChange {
  /// What was run, such as `mf new feature Wishlist`; the journal keeps it for the recovery
  /// message.
  var command: String
  /// Every package's declaration after the change, in the root manifest's order.
  var declarations: [PackageDeclaration]
  /// The folders of the packages the change adds, removes or declares anew; every other
  /// package keeps the targets it has.
  var changedPackages: Set<String>
  /// The package folders the change creates; none may exist.
  var createdFolders: [String] = []
  var removedFolders: [String] = []
  var files: (WorkspaceGraph) throws -> [GeneratedFile] = { _ in [] }
}

extension PackageChange {
  /// The change that declares one package anew, `declaration`, and keeps every other one.
  init(command: String, redeclaring declaration: PackageDeclaration, in graph: WorkspaceGraph) {
    self.init(
      command: command,
      declarations: graph.declarations.map {
        $0.variable == declaration.variable ? declaration : $0
      },
      changedPackages: [declaration.kind.folder(for: declaration.name)])
  }
}
