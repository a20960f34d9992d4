import Foundation

extension WorkspaceTarget {
  /// The target's Swift files under the workspace root `root` of one side of an API comparison,
  /// as SwiftPM finds them (every `.swift` file in its folder, less the excluded paths and the
  /// resources), sorted; a failure when the target has none there.
  func swiftFiles(under root: URL) throws -> [URL] {
    let folder = root.appendingPathComponent(path)
    let skipped = Set((exclude + resources.map(\.path)).map(Self.normalized))
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
    guard !found.isEmpty else { throw ToolError.failure("\(name) has no Swift files in \(path)") }
    return found.sorted { $0.path < $1.path }
  }

  /// `-swift-version` for the workspace's language mode; a failure for a target with build
  /// settings, which mf does not pass on to the compiler.
  func settingFlags(languageMode: String) throws -> [String] {
    guard !hasSettings else {
      throw ToolError.failure(
        "mf api-check cannot compile \(name): it has build settings, which mf does not "
          + "pass on to the compiler")
    }
    return ["-swift-version", languageMode]
  }

  private static func normalized(_ path: String) -> String {
    var path = path
    while path.hasPrefix("./") { path.removeFirst(2) }
    while path.hasSuffix("/") { path.removeLast() }
    return path
  }
}
