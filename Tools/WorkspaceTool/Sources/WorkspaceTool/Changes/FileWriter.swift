import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and writes the files of the workspace, naming them from the workspace root in
/// messages; a write never leaves a half-written file (temporary file, then rename).
struct FileWriter: Sendable {
  /// The workspace root, which messages name files from.
  var root: URL?

  /// Fails with a clear message when `url` exists and cannot be written, or its folder cannot.
  func checkWritable(_ url: URL) throws {
    let files = FileManager.default
    let folder = url.deletingLastPathComponent()
    if files.fileExists(atPath: url.path), isReadOnly(url) {
      throw ToolError.failure("\(displayPath(url)) is read-only; make it writable and run again")
    }
    if files.fileExists(atPath: folder.path), isReadOnly(folder) {
      throw ToolError.failure("the folder \(displayPath(folder)) is read-only; make it writable")
    }
  }

  /// Whether the file is read-only for this process, or marked read-only for everyone (which
  /// the tool respects even when it runs as the superuser).
  private func isReadOnly(_ url: URL) -> Bool {
    let files = FileManager.default
    if !files.isWritableFile(atPath: url.path) { return true }
    let permissions = (try? files.attributesOfItem(atPath: url.path))?[.posixPermissions] as? Int
    return permissions.map { $0 & 0o222 == 0 } ?? false
  }

  /// Replaces the contents of `url` with `text` atomically, creating folders as needed.
  func write(_ text: String, to url: URL) throws {
    let files = FileManager.default
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).mf-\(UUID().uuidString).tmp")
    do {
      try files.createDirectory(at: folder, withIntermediateDirectories: true)
      try Self.replace(url, with: Data(text.utf8), through: temporary, changeHook: .none)
    } catch {
      try? files.removeItem(at: temporary)
      throw ToolError.failure("could not write \(displayPath(url)): \(error.localizedDescription)")
    }
  }

  /// Writes `data` to `temporary`, then renames it over `url`: readers see the old file or the
  /// new one, never part of it. Each of the two is a step of `changeHook`.
  static func replace(_ url: URL, with data: Data, through temporary: URL, changeHook: ChangeHook)
    throws
  {
    try data.write(to: temporary)
    try changeHook.didChange()
    guard rename(temporary.path, url.path) == 0 else { throw SystemError.last() }
    try changeHook.didChange()
  }

  /// The text of `url`, or nil when there is no such file.
  func read(_ url: URL) throws -> String? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    do {
      return try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw ToolError.failure(
        "could not read \(displayPath(url)): \(error.localizedDescription)")
    }
  }

  /// The path of `url` from the workspace root when it is inside it, else in full.
  func displayPath(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    guard let root else { return path }
    let prefix = root.standardizedFileURL.path + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
