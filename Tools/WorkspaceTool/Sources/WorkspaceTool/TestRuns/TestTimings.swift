import Foundation

/// How long each package took the last time `mf test` tested it, kept in the timings file
/// `.build/mf-test-timings.json`, by which `mf affected --batches` deals batches of equal time;
/// and each test's results of every run of the last 30 days, by commit (``TestRunRecord``), from
/// which `mf test --flaky` and `mf quarantine list` tell flaky tests.
///
/// The file holds JSON objects, one per line, each with records by package name:
/// `{"format":1,"packages":{"Catalog":{"recorded":"2026-11-24T10:02:11Z","seconds":2.4,
/// "way":"package by package"}}}`, and one more line per test run, with no packages and the
/// run's results: `{"format":1,"packages":{},"run":{"commit":"5af405b...","id":"...",
/// "recorded":"...","results":{"CartTests/addMerges":{"failed":1,"passed":0}}}}`. Files
/// concatenated are a timings file too, in which each package keeps its newest record and every
/// run counts once, so CI merges several machines' records with `cat`.
///
/// `seconds` is the wall time the package took: package by package, its own build and tests; in
/// the root graph, whose build is shared and whose tests run side by side, its share of the
/// test run's wall time, in proportion to its tests' own times.
struct TestTimings: Sendable, Equatable {
  struct Record: Codable, Sendable, Equatable {
    var seconds: Double
    /// When it was measured, ISO 8601 in UTC, so the newest of two records is the greater string.
    var recorded: String
    /// `root graph`, `slice` or `package by package`.
    var way: String
  }

  /// The version of the file's layout this mf reads and writes.
  static let format = 1
  /// In SwiftPM's build folder, which git ignores and a clean removes.
  static let path = ".build/mf-test-timings.json"

  var records: [String: Record] = [:]
  /// The test runs recorded, oldest first, each once.
  var runs: [TestRunRecord] = []
  /// How long a run's results are kept: past the 14 days `mf test --flaky` looks back and the
  /// 30 after which a quarantine entry is a lint error.
  static let keptDays = 30.0

  static func url(root: URL) -> URL {
    root.appendingPathComponent(path)
  }

  static func read(from url: URL) throws(Unreadable) -> TestTimings {
    guard FileManager.default.fileExists(atPath: url.path) else { return TestTimings() }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw Unreadable(reason: "it cannot be read")
    }
    var timings = TestTimings()
    var seen: Set<String> = []
    for (number, line) in data.split(separator: UInt8(ascii: "\n")).enumerated() {
      guard let file = try? JSONDecoder().decode(File.self, from: Data(line)) else {
        throw Unreadable(reason: "line \(number + 1) is not a timings record in JSON")
      }
      guard file.format == format else {
        throw Unreadable(reason: "it has format \(file.format), and this mf reads format \(format)")
      }
      if let (name, _) = file.packages.first(where: { !($0.value.seconds >= 0) }) {
        throw Unreadable(reason: "the time of \(name) is not a number of seconds")
      }
      timings.records.merge(file.packages) { $0.recorded >= $1.recorded ? $0 : $1 }
      if let run = file.run, !seen.contains(run.id) {
        seen.insert(run.id)
        timings.runs.append(run)
      }
    }
    timings.runs.sort { $0.recorded < $1.recorded }
    return timings
  }

  /// Records the times of `outcomes` in the timings file of the workspace at `root`, dropping the
  /// records of packages not in `packages`, and appends `run`, dropping runs older than
  /// ``keptDays``. A file mf cannot read is replaced and a file that cannot be written leaves
  /// the old one, each with a warning; neither fails the test run.
  static func update(
    root: URL, with outcomes: [PackageTestOutcome], packages: Set<String>, at date: Date,
    run: TestRunRecord? = nil, warn: (String) -> Void
  ) {
    let url = url(root: root)
    var timings: TestTimings
    do {
      timings = try read(from: url)
    } catch {
      warn("mf: warning: replacing \(path), which mf cannot read: \(error.reason)")
      timings = TestTimings()
    }
    timings.record(outcomes, at: date)
    timings.records = timings.records.filter { packages.contains($0.key) }
    if let run, !run.results.isEmpty { timings.runs.append(run) }
    let oldest = date.addingTimeInterval(-keptDays * 86_400).formatted(Date.ISO8601FormatStyle())
    timings.runs.removeAll { $0.recorded < oldest }
    do {
      try FileWriter(root: root).write(try timings.fileText(), to: url)
    } catch {
      warn("mf: warning: the test times were not recorded: \(error.localizedDescription)")
    }
  }

  /// Replaces the records of the packages in `outcomes` with their times, to the tenth of a
  /// second; a package that did not build or whose tests did not run keeps its old record.
  mutating func record(_ outcomes: [PackageTestOutcome], at date: Date) {
    let recorded = date.formatted(Date.ISO8601FormatStyle())
    for outcome in outcomes where outcome.result != .broken {
      records[outcome.package.name] = Record(
        seconds: (outcome.seconds * 10).rounded() / 10, recorded: recorded,
        way: outcome.timesTestsOnly ? outcome.sharedBuild : "package by package")
    }
  }

  /// The seconds a package is expected to take: its record, or the median of the records of
  /// `packages` when it has none; nil when none of them has a record.
  func expectedSeconds(of names: [String]) -> [Double]? {
    let known = names.compactMap { records[$0]?.seconds }.sorted()
    guard !known.isEmpty else { return nil }
    let middle = known.count / 2
    let median = known.count % 2 == 1 ? known[middle] : (known[middle - 1] + known[middle]) / 2
    return names.map { records[$0]?.seconds ?? median }
  }

  struct Unreadable: Error, Equatable {
    var reason: String
  }

  /// The file's text: the packages' records on the first line, then one line per run.
  func fileText() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let lines =
      [File(format: Self.format, packages: records)]
      + runs.map { File(format: Self.format, packages: [:], run: $0) }
    return try lines.map { String(decoding: try encoder.encode($0), as: UTF8.self) + "\n" }
      .joined()
  }

  private struct File: Codable {
    var format: Int
    var packages: [String: Record]
    var run: TestRunRecord?
  }
}
