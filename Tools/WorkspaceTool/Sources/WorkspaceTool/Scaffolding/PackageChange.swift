/// A change that `mf new` or `mf remove` works out before anything in the workspace is touched.
struct PackageChange {
  /// What was run, such as `mf new feature Wishlist`; the journal keeps it for the recovery
  /// message.
  var command: String
  /// The edited root manifest.
  var manifest: String
  /// The package folders the change creates; none may exist.
  var createdFolders: [String] = []
  /// The package folders the change removes.
  var removedFolders: [String] = []
  /// The files to create, from the graph the edited manifest declares.
  var files: (WorkspaceGraph) throws -> [GeneratedFile] = { _ in [] }
}
