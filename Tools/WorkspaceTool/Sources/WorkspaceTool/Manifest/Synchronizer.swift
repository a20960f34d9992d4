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
  var writer = FileWriter()

  /// Every manifest that differs from its generated text, in package order.
  func drift() throws -> [ManifestDrift] {
    let renderer = PackageManifestRenderer(graph: workspace.graph)
    return try workspace.graph.packages.compactMap { package in
      let path = package.folder + "/Package.swift"
      let expected = renderer.render(package)
      let current = try writer.read(workspace.root.appendingPathComponent(path))
      return current == expected
        ? nil : ManifestDrift(path: path, current: current, expected: expected)
    }
  }

  /// Writes every drifted manifest, after checking that all of them can be written.
  ///
  /// Returns the drift that was fixed. If a write still fails midway, the files already replaced
  /// are put back as they were.
  @discardableResult
  func write() throws -> [ManifestDrift] {
    let drifts = try drift()
    for drift in drifts {
      try writer.checkWritable(workspace.root.appendingPathComponent(drift.path))
    }
    var written: [ManifestDrift] = []
    do {
      for drift in drifts {
        try writer.write(drift.expected, to: workspace.root.appendingPathComponent(drift.path))
        written.append(drift)
      }
    } catch {
      for drift in written.reversed() {
        let url = workspace.root.appendingPathComponent(drift.path)
        if let old = drift.current {
          try? writer.write(old, to: url)
        } else {
          try? FileManager.default.removeItem(at: url)
        }
      }
      throw error
    }
    return drifts
  }
}
