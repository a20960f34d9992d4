import Foundation

/// What `mf affected` prints for a selection: folders, reasons, JSON for a CI matrix, batches.
struct AffectedReport: Sendable {
  var selection: [SelectedPackage]
  var includesReasons: Bool
  var timings = TestTimings()

  /// One folder per line, with `: <reason>` after it when reasons are asked for.
  func text() -> String {
    selection.map { line(for: $0) + "\n" }.joined()
  }

  /// `[{"name": ..., "path": ...}]`, with `why`, `changed` and `via` when reasons are asked for.
  func json() throws -> String {
    try encoded(selection.map(entry(for:)))
  }

  /// One line per batch: the package names, separated by spaces; each package's reason below
  /// it, indented, when reasons are asked for.
  func batchesText(count: Int) -> String {
    dealt(count: count).batches.map { batch in
      let names = batch.map(\.name).joined(separator: " ") + "\n"
      guard includesReasons else { return names }
      return names + selected(in: batch).map { "  " + line(for: $0) + "\n" }.joined()
    }.joined()
  }

  /// `[{"batch": 1, "names": [...], "packages": [...], "seconds": 41.5}]`: a GitHub Actions
  /// matrix can take the list as it is, and a job passes `names` to `mf test`. `seconds`, the
  /// batch's expected time, is left out when no package of the selection has a recorded time.
  func batchesJSON(count: Int) throws -> String {
    let batches = dealt(count: count)
    return try encoded(
      batches.batches.enumerated().map { index, batch in
        Batch(
          batch: index + 1, names: batch.map(\.name),
          packages: selected(in: batch).map(entry(for:)),
          seconds: batches.seconds.map { ($0[index] * 10).rounded() / 10 })
      })
  }

  /// The selection dealt into batches by the recorded times, or by count when there are none.
  private func dealt(count: Int) -> PackageBatches {
    let packages = selection.map(\.package)
    return PackageBatches(
      packages, count: count, seconds: timings.expectedSeconds(of: packages.map(\.name)))
  }

  private func line(for selected: SelectedPackage) -> String {
    includesReasons
      ? "\(selected.package.folder): \(selected.reason.explanation)" : selected.package.folder
  }

  private func entry(for selected: SelectedPackage) -> Entry {
    Entry(
      name: selected.package.name, path: selected.package.folder,
      why: includesReasons ? selected.reason.explanation : nil,
      changed: includesReasons ? selected.reason.file : nil,
      via: includesReasons ? selected.reason.path : nil)
  }

  private func selected(in batch: [WorkspacePackage]) -> [SelectedPackage] {
    batch.compactMap { package in selection.first { $0.package == package } }
  }

  private func encoded(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
  }

  /// One package in the JSON output; the reason's fields are left out unless asked for.
  private struct Entry: Encodable {
    var name: String
    var path: String
    var why: String?
    var changed: String?
    var via: [String]?
  }

  /// One batch in the JSON output.
  private struct Batch: Encodable {
    var batch: Int
    var names: [String]
    var packages: [Entry]
    var seconds: Double?
  }
}
