import Foundation

extension ProcessRunner {
  /// A short diff of two texts, enough to show what drifted: `git diff --no-index`'s hunks, two
  /// lines of context around each change (`@@` hunk headers, then ` `, `-` and `+` lines);
  /// empty when the texts are equal or git cannot compare them.
  func diffLines(from old: String, to new: String) -> [String] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("mf-diff-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let writer = FileWriter()
    guard (try? writer.write(old, to: folder.appendingPathComponent("old"))) != nil,
      (try? writer.write(new, to: folder.appendingPathComponent("new"))) != nil,
      let diff = try? run(
        "git", ["diff", "--no-index", "--no-color", "-U2", "old", "new"], in: folder)
    else { return [] }
    return diff.output.split(separator: "\n").drop { !$0.hasPrefix("@@") }
      .filter { !$0.hasPrefix("\\") }.map { line in
        // A hunk's header without the line git shows beside it.
        line.hasPrefix("@@")
          ? line.split(separator: " ").prefix(4).joined(separator: " ") : String(line)
      }
  }
}
