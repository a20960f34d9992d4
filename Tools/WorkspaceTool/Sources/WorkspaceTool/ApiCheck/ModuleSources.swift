import Foundation

/// What the compiler needs to emit one target's module on one side of the comparison: the
/// target's Swift files under that side's workspace root, as SwiftPM finds them (every `.swift`
/// file in the target's folder, less the excluded paths and the resources), and the flags its
/// Swift settings ask for.
struct ModuleSources: Sendable {
  var target: WorkspaceTarget
  /// The workspace root of the side: the working tree, or the base revision's checkout.
  var root: URL
  /// The workspace's Swift language mode (`6`), which a target's setting may change.
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

  /// The compiler flags of the target's Swift settings for a debug build on this machine, and
  /// `-swift-version`; a failure for a Swift setting mf does not know how to pass on.
  func settingFlags() throws -> [String] {
    var languageMode = languageMode
    var flags: [String] = []
    for setting in target.settings where setting.tool == "swift" && applies(setting) {
      let value = setting.values.first ?? ""
      switch setting.name {
      case "define": flags += ["-D", value]
      case "enableUpcomingFeature": flags += ["-enable-upcoming-feature", value]
      case "enableExperimentalFeature": flags += ["-enable-experimental-feature", value]
      case "unsafeFlags": flags += setting.values
      case "swiftLanguageMode", "swiftLanguageVersion": languageMode = value
      case "interoperabilityMode" where value == "Cxx":
        flags.append("-cxx-interoperability-mode=default")
      case "interoperabilityMode": break
      case "defaultIsolation": flags += ["-default-isolation", value]
      case "strictMemorySafety": flags.append("-strict-memory-safety")
      case "treatAllWarnings", "treatWarning", "enableWarning", "disableWarning": break
      default:
        throw ToolError.failure(
          "mf api-check cannot compile \(target.name): it does not know its Swift setting "
            + "\(setting.name)")
      }
    }
    return ["-swift-version", languageMode] + flags
  }

  private func applies(_ setting: BuildSetting) -> Bool {
    (setting.platforms?.contains(where: SwiftToolchain.isHost) ?? true)
      && (setting.configuration ?? "debug") == "debug"
  }

  /// A path relative to the target, without `./` or a trailing slash.
  private func normalized(_ path: String) -> String {
    var path = path
    while path.hasPrefix("./") { path.removeFirst(2) }
    while path.hasSuffix("/") { path.removeLast() }
    return path
  }
}
