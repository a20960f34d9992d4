import Foundation

/// Writes files so that a reader never sees a half-written file: temp file, then rename.
struct FileWriter: Sendable {
  /// Fails with a clear message when `url` exists and cannot be written, or its folder cannot.
  func checkWritable(_ url: URL) throws {
    let files = FileManager.default
    let folder = url.deletingLastPathComponent()
    if files.fileExists(atPath: url.path), !files.isWritableFile(atPath: url.path) {
      throw ToolError.failure("\(url.path) is read-only; make it writable and run again")
    }
    if files.fileExists(atPath: folder.path), !files.isWritableFile(atPath: folder.path) {
      throw ToolError.failure("the folder \(folder.path) is read-only; make it writable")
    }
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
