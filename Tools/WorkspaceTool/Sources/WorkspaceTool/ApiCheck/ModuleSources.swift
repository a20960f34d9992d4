import Foundation

/// What the compiler needs to emit one target's module on one side of the comparison: the
/// target's Swift files under that side's workspace root, as SwiftPM finds them (every `.swift`
/// file in the target's folder, less the excluded paths and the resources).
struct ModuleSources: Sendable {
  var target: WorkspaceTarget
  /// The workspace root of the side: the working tree, or the base revision's checkout.
  var root: URL
  var languageMode: String

  /// The Swift files, sorted; a failure when the target has none there.
  func files() throws -> [URL] {
    let folder = root.appendingPathComponent(target.path)
    let skipped = Set((target.exclude + target.resources.map(\.path)).map(normalized))
    var found: [URL] = []
    let enumerator = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    let prefix = folder.standardizedFileURL.path + "/"
    while let url = enumerator?.nextObject() as? URL {
      let relative = String(url.standardizedFileURL.path.dropFirst(prefix.count))
      if skipped.contains(relative) {
        enumerator?.skipDescendants()
      } else if url.pathExtension == "swift" {
        found.append(url)
      }
    }
    guard !found.isEmpty else {
      throw ToolError.failure("\(target.name) has no Swift files in \(target.path)")
    }
    return found.sorted { $0.path < $1.path }
  }

  /// `-swift-version` for the workspace's language mode; a failure for a target with build
  /// settings, which mf does not pass on to the compiler.
  func settingFlags() throws -> [String] {
    guard !target.hasSettings else {
      throw ToolError.failure(
        "mf api-check cannot compile \(target.name): it has build settings, which mf does not "
          + "pass on to the compiler")
    }
    return ["-swift-version", languageMode]
  }

  /// A path relative to the target, without `./` or a trailing slash.
  private func normalized(_ path: String) -> String {
    var path = path
    while path.hasPrefix("./") { path.removeFirst(2) }
    while path.hasSuffix("/") { path.removeLast() }
    return path
  }
}
