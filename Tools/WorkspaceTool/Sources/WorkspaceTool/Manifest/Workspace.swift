import Foundation

/// A workspace on disk: its root folder and the graph its root manifest declares.
struct Workspace: Sendable {
  var root: URL
  var graph: WorkspaceGraph

  var manifestURL: URL { root.appendingPathComponent("Package.swift") }

  func manifestText() throws -> String {
    try FileWriter(root: root).read(manifestURL) ?? ""
  }

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

  /// A slice `mf focus` wrote has both too, and is not a root.
  static func isRoot(_ folder: URL) -> Bool {
    let files = FileManager.default
    var isFolder: ObjCBool = false
    let manifest = folder.appendingPathComponent("Package.swift")
    return files.fileExists(atPath: manifest.path) && !SliceWriter.isSlice(manifest)
      && files.fileExists(
        atPath: folder.appendingPathComponent(Layer.foundation.folder).path,
        isDirectory: &isFolder)
      && isFolder.boolValue
  }

  /// `folder`, which must be a workspace root.
  static func root(at folder: URL) throws -> URL {
    guard isRoot(folder) else {
      throw ToolError.failure(
        "\(folder.path) is not a workspace: it needs a Package.swift and a Foundation folder")
    }
    return folder
  }

  /// Loads the workspace at `root`: the packages its manifest declares, and the tools in
  /// `Tools/<Name>` that have a manifest of their own, outside the app's graph, each evaluated
  /// with `swift package dump-package` (or read from the dump cache).
  ///
  /// `whenBroken` words the failure of a root manifest that does not evaluate, from the
  /// compiler's messages.
  static func load(
    root: URL, runner: ProcessRunner = ProcessRunner(),
    whenBroken: (String) -> String = {
      "the workspace manifest Package.swift does not evaluate; fix it first:\n\($0)"
    }
  ) throws -> Workspace {
    let manifest = try dump(of: "", in: Self.root(at: root), runner: runner, whenBroken: whenBroken)
    var dumps = [(folder: "", dump: manifest)]
    let declared = Set(manifest.targets.compactMap { $0.path.map(packageFolder(of:)) })
    for folder in toolFolders(in: root) where !declared.contains(folder) {
      let dump = try dump(
        of: folder, in: root, runner: runner,
        whenBroken: {
          "the manifest \(folder)/Package.swift does not evaluate; fix it first:\n\($0)"
        })
      dumps.append((folder, dump))
    }
    return Workspace(root: root, graph: try WorkspaceGraph(dumps: dumps))
  }

  /// The folder of the package that holds a target at `path`: its first two components.
  private static func packageFolder(of path: String) -> String {
    path.split(separator: "/").prefix(2).joined(separator: "/")
  }

  /// `Tools/<Name>` for every folder of `Tools` that holds a `Package.swift`, sorted.
  private static func toolFolders(in root: URL) -> [String] {
    let tools = root.appendingPathComponent(Layer.tools.folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: tools.path)) ?? []
    return names.sorted().filter {
      FileManager.default.fileExists(
        atPath: tools.appendingPathComponent("\($0)/Package.swift").path)
    }.map { "\(Layer.tools.folder)/\($0)" }
  }

  /// What the manifest in `path` (from `root`) declares, from the dump cache when the
  /// manifest and the toolchain are unchanged since an earlier run.
  private static func dump(
    of path: String, in root: URL, runner: ProcessRunner, whenBroken: (String) -> String
  ) throws -> ManifestDump {
    let folder = path.isEmpty ? root : root.appendingPathComponent(path)
    let manifestURL = folder.appendingPathComponent("Package.swift")
    let manifest = try? String(contentsOf: manifestURL, encoding: .utf8)
    // A manifest that reads the environment may declare another graph in another shell.
    let readsEnvironment =
      manifest.map { $0.contains("environment") || $0.contains("ProcessInfo") } ?? true
    let cache = readsEnvironment ? nil : ManifestDumpCache.user()
    let toolchain = ManifestDumpCache.toolchain()
    if let manifest, let cache, let toolchain,
      let cached = cache.dump(manifest: manifest, toolchain: toolchain),
      let dump = try? decoded(cached)
    {
      return dump
    }
    let result = try runner.run(
      "swift", ["package", "--package-path", folder.path, "dump-package"], in: folder)
    guard result.status == 0 else {
      // The compiler names the manifest by its full path; name it from the package's folder.
      var details = result.errorOutput.trimmingCharacters(in: .whitespacesAndNewlines)
      for path in Set([folder.path, folder.resolvingSymlinksInPath().path]) {
        details = details.replacingOccurrences(of: path + "/", with: "")
      }
      throw ToolError.failure(whenBroken(details))
    }
    let dump = try decoded(result.output)
    // Stored only when the manifest did not change while it was evaluated.
    if let manifest, let cache, let toolchain,
      manifest == (try? String(contentsOf: manifestURL, encoding: .utf8))
    {
      cache.store(result.output, manifest: manifest, toolchain: toolchain)
    }
    return dump
  }

  /// The manifest a `swift package dump-package` output describes.
  private static func decoded(_ output: String) throws -> ManifestDump {
    do {
      return try JSONDecoder().decode(ManifestDump.self, from: Data(output.utf8))
    } catch {
      throw ToolError.failure(
        "could not read the output of `swift package dump-package`: "
          + error.localizedDescription)
    }
  }
}
