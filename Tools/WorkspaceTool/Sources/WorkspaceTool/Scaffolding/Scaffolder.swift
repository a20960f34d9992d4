import Foundation

/// Adds and removes packages as one all-or-nothing change to the repository.
///
/// It validates everything first, then creates the new folders, edits the workspace manifest,
/// regenerates the package manifests and lints the result. If any step fails, every created
/// folder is removed and every changed file is put back as it was. Existing files are never
/// overwritten by a template.
struct Scaffolder: Sendable {
  var root: URL
  var runner = ProcessRunner()
  var writer = FileWriter()

  /// What a successful change did, for the report printed to the user.
  struct Outcome: Sendable {
    var created: [String]
    var updatedManifests: [String]
  }

  /// Validates `name` for a new package against the workspace and the disk.
  func validate(_ raw: String, workspace: Workspace, manifest: RootManifestEditor) throws
    -> PackageName
  {
    let name = try PackageName(raw)
    let derived = [
      name.value, name.value + "Interface", name.value + "Testing", name.value + "Example",
      name.value + "Tests", name.value + "InterfaceTesting",
    ]
    let names = workspace.graph.targetNames.union(workspace.graph.packages.map(\.name))
    if let clash = derived.first(where: names.contains) {
      throw ToolError.failure("\(raw.debugDescription) is already used: the workspace has \(clash)")
    }
    for variable in [name.variableName, name.variableName + "Interface"]
    where manifest.declares(variable) {
      throw ToolError.failure(
        "\(raw.debugDescription) is already used: the workspace manifest declares `\(variable)`")
    }
    for layer in Layer.allCases {
      for folder in [name.value, name.value + "Interface"] {
        let path = "\(layer.folder)/\(folder)"
        if FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) {
          throw ToolError.failure(
            "\(raw.debugDescription) is already used: the folder \(path) exists")
        }
      }
    }
    return name
  }

  /// Applies a change to the workspace `before`: replaces the workspace manifest with `manifest`, writes the files that
  /// `files` makes from the new graph (all in the new folders `folders`), syncs and lints;
  /// undoes everything if any step fails.
  func apply(
    to before: Workspace, folders: [String], manifest: String, removing: [String] = [],
    files: (WorkspaceGraph) throws -> [GeneratedFile] = { _ in [] }
  ) throws -> Outcome {
    let drift = try Synchronizer(workspace: before).drift().filter { $0.current != nil }
    guard drift.isEmpty else {
      throw ToolError.failure(
        "the package manifests are out of date (\(drift.map(\.path).joined(separator: ", "))); "
          + "run `mf sync` first so no hand edit is lost")
    }
    let manifestURL = root.appendingPathComponent("Package.swift")
    let knownErrors = Set(
      Linter(workspace: before, manifest: try writer.read(manifestURL) ?? "").run()
        .filter { $0.severity == .error }.map(\.message))
    guard let original = try writer.read(manifestURL) else {
      throw ToolError.failure("no workspace manifest at \(manifestURL.path)")
    }
    try writer.checkWritable(manifestURL)
    for folder in folders {
      let parent = root.appendingPathComponent(folder).deletingLastPathComponent()
      try writer.checkWritable(parent.appendingPathComponent("Package.swift"))
      if FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path) {
        throw ToolError.failure("\(folder) already exists; mf never overwrites existing files")
      }
    }
    for path in removing {
      try writer.checkWritable(root.appendingPathComponent(path))
    }

    return try SignalShield().run {
      var created: [URL] = []
      var trash: [(from: URL, to: URL)] = []
      var synced: [ManifestDrift] = []
      let trashFolder = root.appendingPathComponent(".mf-trash-\(UUID().uuidString)")
      func undo() {
        for folder in created.reversed() { try? FileManager.default.removeItem(at: folder) }
        for move in trash.reversed() {
          try? FileManager.default.moveItem(at: move.to, to: move.from)
        }
        try? FileManager.default.removeItem(at: trashFolder)
        try? writer.write(original, to: manifestURL)
        for drift in synced {
          let url = root.appendingPathComponent(drift.path)
          if let old = drift.current, FileManager.default.fileExists(atPath: url.path) {
            try? writer.write(old, to: url)
          }
        }
      }
      do {
        for path in removing {
          try FileManager.default.createDirectory(
            at: trashFolder, withIntermediateDirectories: true)
          let from = root.appendingPathComponent(path)
          let to = trashFolder.appendingPathComponent(UUID().uuidString)
          try FileManager.default.moveItem(at: from, to: to)
          trash.append((from, to))
        }
        try writer.write(manifest, to: manifestURL)
        let after: Workspace
        do {
          after = try Workspace.load(root: root, runner: runner)
        } catch let error as ToolError {
          throw ToolError.failure("the edited workspace manifest failed: \(error.message)")
        }
        for folder in folders {
          let url = root.appendingPathComponent(folder)
          try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
          created.append(url)
        }
        let generated = try files(after.graph)
        for file in generated {
          let url = root.appendingPathComponent(file.path)
          guard !FileManager.default.fileExists(atPath: url.path) else {
            throw ToolError.failure("\(file.path) exists; mf never overwrites existing files")
          }
          try writer.write(file.contents, to: url)
        }
        synced = try Synchronizer(workspace: after).write()
        formatSwiftFiles(generated.map(\.path))
        let text = try writer.read(manifestURL) ?? ""
        let errors = Linter(workspace: after, manifest: text).run().filter {
          $0.severity == .error && !knownErrors.contains($0.message)
        }
        guard errors.isEmpty else {
          throw ToolError.failure(
            "the result breaks the architecture rules, so nothing was changed:\n"
              + errors.map(\.formatted).joined(separator: "\n"))
        }
        try? FileManager.default.removeItem(at: trashFolder)
        return Outcome(
          created: generated.map(\.path),
          updatedManifests: ["Package.swift"] + synced.map(\.path))
      } catch {
        undo()
        throw error
      }
    }
  }

  /// Formats the new files with `swift format` and the workspace configuration, if available.
  private func formatSwiftFiles(_ paths: [String]) {
    let swiftFiles = paths.filter { $0.hasSuffix(".swift") }
    guard !swiftFiles.isEmpty else { return }
    _ = try? runner.run("swift", ["format", "format", "-i"] + swiftFiles, in: root)
  }
}
