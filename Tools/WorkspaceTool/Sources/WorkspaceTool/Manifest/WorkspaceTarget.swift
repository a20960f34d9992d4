/// A target of the workspace, placed in its package.
struct WorkspaceTarget: Sendable, Equatable {
  var name: String
  var kind: TargetKind
  /// The path from the workspace root, such as `Foundation/Core/Sources/Core`.
  var path: String
  var dependencies: [String]
  var resources: [ManifestDump.Resource]
  var packageFolder: String
  /// Paths inside the target, relative to it, that are not its sources.
  var exclude: [String] = []
  /// Whether the manifest gives the target build settings (`swiftSettings`, ...), which the
  /// template's helpers never do and `mf api-check` does not pass on.
  var hasSettings = false

  /// Whether this is a Testing target (fakes, mocks and fixtures), by the naming convention.
  var isTesting: Bool {
    kind == TargetRole.testing.kind && name.hasSuffix(TargetRole.testing.suffix)
  }
}
