import Foundation

/// Paths from `root` of every `.swift` file under the target folder `folder`, sorted; hidden
/// folders are skipped.
func swiftFiles(in folder: String, root: URL) -> [String] {
  let base = root.appendingPathComponent(folder)
  guard
    let enumerator = FileManager.default.enumerator(
      at: base, includingPropertiesForKeys: [.isRegularFileKey],
      options: [.skipsHiddenFiles, .skipsPackageDescendants])
  else { return [] }
  var files: [String] = []
  let prefix = base.standardizedFileURL.path
  for case let url as URL in enumerator where url.pathExtension == "swift" {
    let path = url.standardizedFileURL.path
    guard path.hasPrefix(prefix) else { continue }
    files.append(folder + path.dropFirst(prefix.count))
  }
  return files.sorted()
}

/// The path from `root` and the text of every readable `.swift` file under `folder`, sorted.
func swiftSources(in folder: String, root: URL) -> [(path: String, text: String)] {
  swiftFiles(in: folder, root: root).compactMap { file in
    let url = root.appendingPathComponent(file)
    return (try? String(contentsOf: url, encoding: .utf8)).map { (file, $0) }
  }
}
