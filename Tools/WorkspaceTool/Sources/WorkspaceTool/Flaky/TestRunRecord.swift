import Foundation

/// One `mf test` run's results, test by test, for the commit it tested: what tells a flaky test
/// (passed and failed on one commit) from a broken one.
struct TestRunRecord: Codable, Sendable, Equatable {
  /// Unique to the run, so a record merged twice into one timings file counts once.
  var id: String
  /// What was tested: ``CommitKey``.
  var commit: String
  /// When, ISO 8601 in UTC.
  var recorded: String
  /// Each test's passes and failures in this run (more than one each with `--repeat`).
  var results: [String: TestTally]

  init(commit: String, at date: Date, results: [String: TestTally]) {
    id = UUID().uuidString
    self.commit = commit
    recorded = date.formatted(Date.ISO8601FormatStyle())
    self.results = results
  }

  /// The results of every test of `outcomes`.
  static func results(of outcomes: [PackageTestOutcome]) -> [String: TestTally] {
    outcomes.reduce(into: [:]) { $0.add($1.tests) }
  }
}
