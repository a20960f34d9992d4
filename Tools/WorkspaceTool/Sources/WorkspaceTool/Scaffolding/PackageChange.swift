/// A change that `mf new`, `mf remove` or `mf add` works out before anything in the workspace
/// is touched.
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
  /// Existing files to replace with their edited text, from the graph the edited manifest
  /// declares; each must exist.
  var editedFiles: (WorkspaceGraph) throws -> [GeneratedFile] = { _ in [] }
}
