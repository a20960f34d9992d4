import Foundation

/// Applies a ``PackageChange`` as one change that neither a failure nor a kill leaves half made.
///
/// The generated files are checked for hand edits and the files for write access first. Then,
/// in one ``WorkspaceTransaction``, the part of the root manifest mf writes (``ManifestRegion``)
/// is written again and evaluated (every package the change did not touch must keep its
/// targets), the removed folders are moved away, the templates are rendered from the new graph
/// and written with the regenerated files and the Xcode workspace, and the result is linted.
/// Any failure, a new lint error included, rolls it all back; a kill leaves the journal, and the
/// next run rolls back. A template never overwrites an existing file.
struct Scaffolder {
  var root: URL
  var runner = ProcessRunner()
  var changeHook = ChangeHook.none

  /// What a successful change wrote.
  struct Outcome: Sendable {
    var created: [String]
    /// The regenerated files: the manifests, the apps' compositions, the Xcode workspace.
    var updatedManifests: [String]
  }

  func apply(_ change: PackageChange, to before: Workspace) throws -> Outcome {
    let writer = FileWriter(root: root)
    let handEdited = try Synchronizer(workspace: before, runner: runner).drift().filter {
      $0.current != nil
    }
    guard handEdited.isEmpty else {
      throw ToolError.failure(
        "the package manifests are out of date "
          + "(\(handEdited.map(\.path).joined(separator: ", "))); "
          + "run `mf sync` first so no hand edit is lost")
    }
    guard let original = try writer.read(before.manifestURL) else {
      throw ToolError.failure("the workspace has no Package.swift")
    }
    try writer.checkWritable(before.manifestURL)
    let formatter = SwiftFormatter(root: root, runner: runner)
    let current = try ManifestRegion(manifest: original)
    if let unlisted = change.declarations.first(where: { !current.layers.contains($0.kind.layer) })
    {
      throw ToolError.failure(
        "the part of Package.swift mf writes has no `let \(unlisted.kind.list)`; mf needs it to "
          + "declare \(unlisted.kind.packageName(for: unlisted.name))")
    }
    let region = formatter.format([
      GeneratedFile(
        path: "Package.swift",
        verbatim: ManifestRegion.render(change.declarations, layers: current.layers))
    ])[0].contents
    let manifest = current.manifest(
      withRegion: region.hasSuffix("\n") ? String(region.dropLast()) : region)
    for folder in change.createdFolders {
      let url = root.appendingPathComponent(folder)
      try writer.checkWritable(url)
      if FileManager.default.fileExists(atPath: url.path) {
        throw ToolError.failure("\(folder) already exists; mf never overwrites existing files")
      }
    }
    for folder in change.removedFolders {
      try writer.checkWritable(root.appendingPathComponent(folder))
    }
    let xcodeWorkspace = root.appendingPathComponent(XcodeWorkspace.path)
    let hasXcodeWorkspace = FileManager.default.fileExists(atPath: xcodeWorkspace.path)
    if hasXcodeWorkspace { try writer.checkWritable(xcodeWorkspace) }
    let knownErrors = Set(
      Linter(workspace: before, manifest: original).run().filter { $0.severity == .error }
        .map(\.message))

    return try WorkspaceTransaction.run(root: root, command: change.command, changeHook: changeHook)
    {
      transaction in
      try transaction.write(manifest, to: "Package.swift")
      let after = try Workspace.load(root: root, runner: runner) {
        "the edited workspace manifest failed to evaluate, so nothing was changed:\n\($0)"
      }
      for package in before.graph.packages where !change.changedPackages.contains(package.folder) {
        guard after.graph.package(named: package.folder)?.targets == package.targets else {
          throw ToolError.failure(
            "mf would change \(package.folder), which this command does not touch: its "
              + "declaration in Package.swift says more than mf writes again "
              + "(\(package.kind.helper).\(package.member)); "
              + "nothing was changed")
        }
      }
      for folder in change.removedFolders { try transaction.removeFolder(folder) }
      let generated = formatter.format(try change.files(after.graph))
      for file in generated {
        guard !FileManager.default.fileExists(atPath: root.appendingPathComponent(file.path).path)
        else { throw ToolError.failure("\(file.path) exists; mf never overwrites existing files") }
        try transaction.write(file.contents, to: file.path)
      }
      let regenerated = try Synchronizer(workspace: after, runner: runner).drift()
      for file in regenerated { try transaction.write(file.expected, to: file.path) }
      var updated = ["Package.swift"] + regenerated.map(\.path)
      if hasXcodeWorkspace {
        let xcode = XcodeWorkspace(workspace: after)
        if try xcode.current(in: root) != xcode.contents {
          try transaction.write(xcode.contents, to: XcodeWorkspace.path)
          updated.append(XcodeWorkspace.path)
        }
      }
      let errors = Linter(workspace: after, manifest: manifest).run().filter {
        $0.severity == .error && !knownErrors.contains($0.message)
      }
      guard errors.isEmpty else {
        throw ToolError.failure(
          "the result breaks the architecture rules, so nothing was changed:\n"
            + errors.map(\.formatted).joined(separator: "\n"))
      }
      return Outcome(created: generated.map(\.path), updatedManifests: updated)
    }
  }
}
