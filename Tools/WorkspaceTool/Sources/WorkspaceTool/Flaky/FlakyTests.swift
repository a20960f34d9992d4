import Foundation

/// The tests that passed and failed on the same commit in the recorded runs, newest first.
///
/// A test is listed while the last ``windowDays`` days hold a failure of it: a test fixed, or
/// that has stopped failing, leaves the list by itself.
struct FlakyTests: Sendable, Equatable {
  /// One commit's runs of a test: their passes and failures, and when the last was recorded.
  struct CommitRuns: Sendable, Equatable {
    var commit: String
    var tally = TestTally()
    var last = ""
  }

  /// One flaky test: each commit it was flaky on, newest first.
  struct Entry: Sendable, Equatable {
    var test: String
    var commits: [CommitRuns]

    /// `CartTests/addMerges: 47 of 50 passed on 5af405b1c2 (2026-11-28), ...`.
    var line: String {
      test + ": "
        + commits.map {
          "\($0.tally.passed) of \($0.tally.runs) passed on \(CommitKey.short($0.commit)) "
            + "(\($0.last.prefix(10)))"
        }.joined(separator: ", ")
    }
  }

  static let windowDays = 14.0

  var entries: [Entry]

  init(runs: [TestRunRecord], now: Date) {
    let since = now.addingTimeInterval(-Self.windowDays * 86_400)
      .formatted(Date.ISO8601FormatStyle())
    var byTest: [String: [String: CommitRuns]] = [:]
    var failedRecently: Set<String> = []
    for run in runs {
      for (test, tally) in run.results {
        var commit = byTest[test]?[run.commit] ?? CommitRuns(commit: run.commit)
        commit.tally = commit.tally + tally
        commit.last = max(commit.last, run.recorded)
        byTest[test, default: [:]][run.commit] = commit
        if tally.failed > 0, run.recorded >= since { failedRecently.insert(test) }
      }
    }
    entries = byTest.compactMap { test, commits in
      guard failedRecently.contains(test) else { return nil }
      let flaky = commits.values.filter(\.tally.isFlaky)
        .sorted { ($0.last, $0.commit) > ($1.last, $1.commit) }
      return flaky.isEmpty ? nil : Entry(test: test, commits: flaky)
    }
    .sorted { ($0.commits[0].last, $1.test) > ($1.commits[0].last, $0.test) }
  }
}
