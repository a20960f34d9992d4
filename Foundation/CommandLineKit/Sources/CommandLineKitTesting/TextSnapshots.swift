import Foundation
import Testing

/// Compares texts a program writes (help, completion scripts) with files kept beside the
/// tests, and records them again when asked to, so a change shows up as a reviewed diff.
///
/// ```swift
/// let snapshots = TextSnapshots(
///   folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
///     .deletingLastPathComponent().appendingPathComponent("Snapshots"),
///   recordingVariable: "COMMANDLINEKIT_RECORD_SNAPSHOTS")
/// snapshots.expect(program.helpText()!, matches: "shop.help.txt")
/// ```
///
/// With the variable set to `1`, `expect` writes the text instead of comparing it.
public struct TextSnapshots: Sendable {
  /// The folder that holds the snapshot files.
  public let folder: URL
  /// The environment variable that, set to `1`, records the snapshots instead of checking.
  public let recordingVariable: String

  /// Makes a set of snapshots kept in `folder`.
  /// - Parameters:
  ///   - folder: Where the snapshot files are; created when recording.
  ///   - recordingVariable: The environment variable that switches to recording.
  public init(folder: URL, recordingVariable: String) {
    self.folder = folder
    self.recordingVariable = recordingVariable
  }

  /// Whether this run records the snapshots instead of checking them.
  public var isRecording: Bool {
    ProcessInfo.processInfo.environment[recordingVariable] == "1"
  }

  /// Records a test issue unless `text` is exactly the snapshot file `name`; when recording,
  /// writes the file instead.
  /// - Parameters:
  ///   - text: What the program wrote.
  ///   - name: The snapshot's file name inside the folder.
  ///   - sourceLocation: Where a difference is reported; the caller by default.
  public func expect(
    _ text: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = folder.appendingPathComponent(name)
    if isRecording {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      } catch {
        Issue.record("could not record \(name): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      Issue.record(
        "no snapshot \(name); record it with \(recordingVariable)=1", sourceLocation: sourceLocation
      )
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard text != expected else { return }
    let difference = Self.firstDifference(expected: expected, actual: text)
    Issue.record(
      "\(name) differs from its snapshot (\(recordingVariable)=1 records it again):\n\(difference)",
      sourceLocation: sourceLocation)
  }

  /// The first line that differs, as `-expected` and `+actual` with its number.
  static func firstDifference(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(old.count, new.count)
    let before = line < old.count ? String(old[line]) : "(end of text)"
    let after = line < new.count ? String(new[line]) : "(end of text)"
    return "line \(line + 1):\n-\(before)\n+\(after)"
  }
}
