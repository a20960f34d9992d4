import Foundation

/// Copies a workspace's files to another folder, leaving out build outputs and git data.
struct WorkspaceCopier: Sendable {
  /// Copies `source` into `destination`, which is created.
  func copy(_ source: URL, to destination: URL) throws {
    let files = FileManager.default
    try files.createDirectory(at: destination, withIntermediateDirectories: true)
    let enumerator = files.enumerator(at: source, includingPropertiesForKeys: [.isDirectoryKey])
    let prefix = source.standardizedFileURL.path + "/"
    while let url = enumerator?.nextObject() as? URL {
      let name = url.lastPathComponent
      if name == ".git" || name == ".swiftpm" || name.hasPrefix(".build") {
        enumerator?.skipDescendants()
        continue
      }
      let relative = String(url.standardizedFileURL.path.dropFirst(prefix.count))
      let target = destination.appendingPathComponent(relative)
      if (try url.resourceValues(forKeys: [.isDirectoryKey])).isDirectory == true {
        try files.createDirectory(at: target, withIntermediateDirectories: true)
      } else {
        try files.copyItem(at: url, to: target)
      }
    }
  }
}
