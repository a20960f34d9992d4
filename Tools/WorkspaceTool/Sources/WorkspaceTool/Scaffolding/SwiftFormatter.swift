import Foundation

/// Formats generated Swift files with `swift format` and the workspace's configuration, before
/// they are written, so the formatter never touches the workspace itself.
struct SwiftFormatter: Sendable {
  /// The workspace root, whose `.swift-format` configures the formatter when there is one.
  var root: URL
  var runner: ProcessRunner

  /// The files with their Swift sources formatted; a file the formatter cannot read, or a
  /// missing formatter, leaves the text as the template rendered it.
  func format(_ files: [GeneratedFile]) -> [GeneratedFile] {
    let swiftFiles = files.filter { $0.path.hasSuffix(".swift") }
    guard !swiftFiles.isEmpty else { return files }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("mf-format-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let writer = FileWriter()
    do {
      for file in swiftFiles {
        try writer.write(file.contents, to: folder.appendingPathComponent(file.path))
      }
    } catch {
      return files
    }
    let configuration = root.appendingPathComponent(".swift-format")
    var arguments = ["format", "format", "-i"]
    if FileManager.default.fileExists(atPath: configuration.path) {
      arguments += ["--configuration", configuration.path]
    }
    _ = try? runner.run("swift", arguments + swiftFiles.map(\.path), in: folder)
    return files.map { file in
      guard file.path.hasSuffix(".swift"),
        let formatted = try? writer.read(folder.appendingPathComponent(file.path))
      else { return file }
      var result = file
      result.contents = formatted
      return result
    }
  }
}
