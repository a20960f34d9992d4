import Foundation

/// One generated file whose text on disk differs from what the graph says.
struct ManifestDrift: Sendable, Equatable {
  /// The manifest path from the workspace root, such as `Features/Catalog/Package.swift`.
  var path: String
  var current: String?
  var expected: String
}

/// Compares and rewrites the files generated from the root manifest: each package's manifest
/// (a tool's own manifest aside) and each app's composition (``AppComposition``), with the
/// views and commands of the features mf made.
struct Synchronizer: Sendable {
  var workspace: Workspace
  var runner = ProcessRunner()

  /// The generated files, as their text should read: rendered, and passed through
  /// `swift format` when a line is longer than the 100 columns of `.swift-format`.
  func expected() -> [GeneratedFile] {
    let graph = workspace.graph
    let renderer = PackageManifestRenderer(graph: graph)
    let manifests = graph.packages.filter { !$0.hasOwnManifest }.map {
      GeneratedFile(path: $0.folder + "/Package.swift", verbatim: renderer.render($0))
    }
    let apps = graph.packages.filter { $0.layer == .apps && !$0.hasOwnManifest }.flatMap {
      AppComposition(of: $0, in: workspace).files.map {
        GeneratedFile(path: $0.path, contents: $0.text)
      }
    }
    let files = manifests + apps
    let long = files.filter { $0.contents.split(separator: "\n").contains { $0.count > 100 } }
    let formatted = SwiftFormatter(root: workspace.root, runner: runner).format(long)
    return files.map { file in formatted.first { $0.path == file.path } ?? file }
  }

  func drift() throws -> [ManifestDrift] {
    let writer = FileWriter(root: workspace.root)
    return try expected().compactMap { file in
      let current = try writer.read(workspace.root.appendingPathComponent(file.path))
      return current == file.contents
        ? nil : ManifestDrift(path: file.path, current: current, expected: file.contents)
    }
  }
  /// Writes every drifted manifest as one change (see ``WorkspaceTransaction``), after checking
  /// that all of them can be written; returns the drift that was fixed.
  @discardableResult
  func write(changeHook: ChangeHook = .none) throws -> [ManifestDrift] {
    let drifts = try drift()
    guard !drifts.isEmpty else { return [] }
    let writer = FileWriter(root: workspace.root)
    for drift in drifts {
      try writer.checkWritable(workspace.root.appendingPathComponent(drift.path))
    }
    try WorkspaceTransaction.run(root: workspace.root, command: "mf sync", changeHook: changeHook) {
      transaction in
      for drift in drifts { try transaction.write(drift.expected, to: drift.path) }
    }
    return drifts
  }
}
