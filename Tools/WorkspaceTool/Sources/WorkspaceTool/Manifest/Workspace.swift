import Foundation

/// A workspace on disk: its root folder and the graph its root manifest declares.
struct Workspace: Sendable {
  /// The folder that holds the root `Package.swift`.
  var root: URL
  var graph: WorkspaceGraph

  /// The root manifest file.
  var manifestURL: URL { root.appendingPathComponent("Package.swift") }

  /// Finds the workspace root at `start` or above it.
  ///
  /// A workspace root holds a `Package.swift` and a `Foundation` folder; the manifests of the
  /// packages inside it are skipped on the way up.
  static func findRoot(from start: URL) throws -> URL {
    var folder = start.standardizedFileURL
    while true {
      if isRoot(folder) { return folder }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { break }
      folder = parent
    }
    throw ToolError.failure(
      "not inside a workspace: no Package.swift next to a Foundation folder in \(start.path) "
        + "or any folder above it (use --root PATH to name the workspace)")
  }

  /// Whether the folder looks like a workspace root.
  static func isRoot(_ folder: URL) -> Bool {
    let files = FileManager.default
    var isFolder: ObjCBool = false
    return files.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      && files.fileExists(
        atPath: folder.appendingPathComponent(Layer.foundation.folder).path,
        isDirectory: &isFolder)
      && isFolder.boolValue
  }

  /// Loads the workspace at `root` by evaluating its manifest with `swift package dump-package`.
  static func load(root: URL, runner: ProcessRunner = ProcessRunner()) throws -> Workspace {
    guard isRoot(root) else {
      throw ToolError.failure(
        "\(root.path) is not a workspace: it needs a Package.swift and a Foundation folder")
    }
    let result = try runner.run(
      "swift", ["package", "--package-path", root.path, "dump-package"], in: root)
    guard result.status == 0 else {
      let details = result.errorOutput.trimmingCharacters(in: .whitespacesAndNewlines)
      throw ToolError.failure(
        "the workspace manifest \(root.appendingPathComponent("Package.swift").path) does not "
          + "evaluate; fix it first:\n\(details)")
    }
    let dump: ManifestDump
    do {
      dump = try JSONDecoder().decode(ManifestDump.self, from: Data(result.output.utf8))
    } catch {
      throw ToolError.failure("could not read the output of `swift package dump-package`: \(error)")
    }
    return Workspace(root: root, graph: try WorkspaceGraph(dump: dump))
  }
}
