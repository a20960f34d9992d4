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
  ///
  /// `whenBroken` words the failure of a manifest that does not evaluate, from the compiler's
  /// messages.
  static func load(
    root: URL, runner: ProcessRunner = ProcessRunner(),
    whenBroken: (String) -> String = {
      "the workspace manifest Package.swift does not evaluate; fix it first:\n\($0)"
    }
  ) throws -> Workspace {
    guard isRoot(root) else {
      throw ToolError.failure(
        "\(root.path) is not a workspace: it needs a Package.swift and a Foundation folder")
    }
    return Workspace(
      root: root,
      graph: try graph(evaluatingManifestIn: root, runner: runner, whenBroken: whenBroken))
  }

  /// The graph the manifest in `folder` declares, from the dump cache when the manifest and
  /// the toolchain are unchanged since an earlier run.
  private static func graph(
    evaluatingManifestIn folder: URL, runner: ProcessRunner, whenBroken: (String) -> String
  ) throws -> WorkspaceGraph {
    let manifestURL = folder.appendingPathComponent("Package.swift")
    let manifest = try? String(contentsOf: manifestURL, encoding: .utf8)
    // A manifest that reads the environment may declare another graph in another shell.
    let readsEnvironment =
      manifest.map { $0.contains("environment") || $0.contains("ProcessInfo") } ?? true
    let cache = readsEnvironment ? nil : ManifestDumpCache.user()
    let toolchain = ManifestDumpCache.toolchain()
    if let manifest, let cache, let toolchain,
      let dump = cache.dump(manifest: manifest, toolchain: toolchain),
      let graph = try? graph(fromDump: dump)
    {
      return graph
    }
    let result = try runner.run(
      "swift", ["package", "--package-path", folder.path, "dump-package"], in: folder)
    guard result.status == 0 else {
      // The compiler names the manifest by its full path; name it from the workspace root.
      var details = result.errorOutput.trimmingCharacters(in: .whitespacesAndNewlines)
      for path in Set([folder.path, folder.resolvingSymlinksInPath().path]) {
        details = details.replacingOccurrences(of: path + "/", with: "")
      }
      throw ToolError.failure(whenBroken(details))
    }
    let graph = try graph(fromDump: result.output)
    // Stored only when the manifest did not change while it was evaluated.
    if let manifest, let cache, let toolchain,
      manifest == (try? String(contentsOf: manifestURL, encoding: .utf8))
    {
      cache.store(result.output, manifest: manifest, toolchain: toolchain)
    }
    return graph
  }

  /// The graph a `swift package dump-package` output declares.
  private static func graph(fromDump output: String) throws -> WorkspaceGraph {
    do {
      let dump = try JSONDecoder().decode(ManifestDump.self, from: Data(output.utf8))
      return try WorkspaceGraph(dump: dump)
    } catch let error as ToolError {
      throw error
    } catch {
      throw ToolError.failure(
        "could not read the output of `swift package dump-package`: "
          + error.localizedDescription)
    }
  }
}
