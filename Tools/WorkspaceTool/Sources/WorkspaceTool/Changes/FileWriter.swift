import Foundation

/// Writes files so that a reader never sees a half-written file: temp file, then rename.
struct FileWriter: Sendable {
  /// Fails with a clear message when `url` exists and cannot be written, or its folder cannot.
  func checkWritable(_ url: URL) throws {
    let files = FileManager.default
    let folder = url.deletingLastPathComponent()
    if files.fileExists(atPath: url.path), isReadOnly(url) {
      throw ToolError.failure("\(url.path) is read-only; make it writable and run again")
    }
    if files.fileExists(atPath: folder.path), isReadOnly(folder) {
      throw ToolError.failure("the folder \(folder.path) is read-only; make it writable")
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
    do {
      try files.createDirectory(at: folder, withIntermediateDirectories: true)
      let temporary = folder.appendingPathComponent(
        ".\(url.lastPathComponent).mf-\(UUID().uuidString).tmp")
      do {
        try Data(text.utf8).write(to: temporary)
        if rename(temporary.path, url.path) != 0 {
          throw ToolError.failure(
            "could not replace \(url.path): \(String(cString: strerror(errno)))")
        }
      } catch {
        try? files.removeItem(at: temporary)
        throw error
      }
    } catch let error as ToolError {
      throw error
    } catch {
      throw ToolError.failure("could not write \(url.path): \(error.localizedDescription)")
    }
  }

  /// The text of `url`, or nil when there is no such file.
  func read(_ url: URL) throws -> String? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    do {
      return try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw ToolError.failure("could not read \(url.path): \(error.localizedDescription)")
    }
  }
}
