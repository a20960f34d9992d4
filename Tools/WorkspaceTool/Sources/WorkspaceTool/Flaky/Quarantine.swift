import Foundation

/// The quarantined tests, kept in `quarantine.json` at the workspace root, checked in and
/// reviewed like code. A quarantined test still runs; its failure is reported apart and fails
/// neither `mf test` nor CI. Entries are kept sorted by test, one object each, so a change is a
/// small diff:
///
/// ```json
/// {
///   "format" : 1,
///   "tests" : [
///     {
///       "added" : "2026-11-28",
///       "reason" : "fails one run in two on a loaded machine",
///       "test" : "CartTests/StoredCartTests/addMerges"
///     }
///   ]
/// }
/// ```
struct Quarantine: Sendable, Equatable {
  struct Entry: Codable, Sendable, Equatable {
    var test: String
    var reason: String
    /// The day it was quarantined, `yyyy-MM-dd` in UTC.
    var added: String
  }

  static let path = "quarantine.json"
  static let format = 1

  var entries: [Entry] = []

  var tests: Set<String> { Set(entries.map(\.test)) }

  static func url(root: URL) -> URL {
    root.appendingPathComponent(path)
  }

  /// The list at `root`; empty when there is no file, an error naming the file when it is not
  /// one mf wrote.
  static func read(root: URL) throws -> Quarantine {
    guard let text = try FileWriter(root: root).read(url(root: root)) else { return Quarantine() }
    guard let file = try? JSONDecoder().decode(File.self, from: Data(text.utf8)) else {
      throw ToolError.failure(
        "\(path) is not a quarantine list: expected {\"format\": 1, \"tests\": [{\"test\", "
          + "\"reason\", \"added\"}, ...]}; fix it or take it from git")
    }
    guard file.format == format else {
      throw ToolError.failure(
        "\(path) has format \(file.format), and this mf reads format \(format)")
    }
    return Quarantine(entries: file.tests)
  }

  /// Writes the list at `root` whole (a temporary file, then a rename), sorted by test.
  func write(root: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let file = File(format: Self.format, tests: entries.sorted { $0.test < $1.test })
    // An empty list as `[]`, not the encoder's two lines.
    let text =
      String(decoding: try encoder.encode(file), as: UTF8.self)
      .replacingOccurrences(of: "[\n\n  ]", with: "[]") + "\n"
    try FileWriter(root: root).write(text, to: Self.url(root: root))
  }

  /// `yyyy-MM-dd` of `date` in UTC.
  static func day(_ date: Date) -> String {
    String(date.formatted(Date.ISO8601FormatStyle()).prefix(10))
  }

  /// Whole days from the day `entry` was added to `date`; nil when its date cannot be read.
  static func age(of entry: Entry, at date: Date) -> Int? {
    guard let added = try? Date(entry.added + "T00:00:00Z", strategy: .iso8601) else {
      return nil
    }
    return Int(date.timeIntervalSince(added) / 86_400)
  }

  private struct File: Codable {
    var format: Int
    var tests: [Entry]
  }
}
