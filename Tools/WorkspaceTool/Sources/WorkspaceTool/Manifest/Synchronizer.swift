import Foundation

/// One generated manifest whose file on disk differs from what the graph says.
struct ManifestDrift: Sendable, Equatable {
  /// The manifest path from the workspace root, such as `Features/Catalog/Package.swift`.
  var path: String
  /// The text on disk, or nil when the file is missing.
  var current: String?
  /// The text the graph generates.
  var expected: String
}

/// Compares and rewrites the per-package manifests generated from the root manifest.
struct Synchronizer: Sendable {
  var workspace: Workspace

  /// Every manifest that differs from its generated text, in package order.
  func drift() throws -> [ManifestDrift] {
    let renderer = PackageManifestRenderer(graph: workspace.graph)
    return try workspace.graph.packages.filter { !$0.hasOwnManifest }.compactMap { package in
      let path = package.folder + "/Package.swift"
      let expected = renderer.render(package)
      let current = try FileWriter(root: workspace.root).read(
        workspace.root.appendingPathComponent(path))
      return current == expected
        ? nil : ManifestDrift(path: path, current: current, expected: expected)
    }
  }

  /// Writes every drifted manifest as one change (see ``WorkspaceTransaction``), after checking
  /// that all of them can be written; returns the drift that was fixed.
  @discardableResult
  func write(steps: StepCounter = .unlimited) throws -> [ManifestDrift] {
    let drifts = try drift()
    guard !drifts.isEmpty else { return [] }
    let writer = FileWriter(root: workspace.root)
    for drift in drifts {
      try writer.checkWritable(workspace.root.appendingPathComponent(drift.path))
    }
    try WorkspaceTransaction.run(root: workspace.root, command: "mf sync", steps: steps) {
      transaction in
      for drift in drifts { try transaction.write(drift.expected, to: drift.path) }
    }
    return drifts
  }
}
