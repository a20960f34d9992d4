import Foundation

/// The tests that passed and failed on the same commit in the recorded runs, newest first.
///
/// A test is listed while the last ``windowDays`` days hold a failure of it: a test fixed, or
/// that has stopped failing, leaves the list by itself.
struct FlakyTests: Sendable, Equatable {
  /// One flaky test: each commit it was flaky on, newest first.
  struct Entry: Sendable, Equatable {
    var test: String
    var commits: [(commit: String, tally: TestTally, last: String)]

    static func == (lhs: Entry, rhs: Entry) -> Bool {
      lhs.test == rhs.test
        && lhs.commits.map { "\($0.commit) \($0.tally) \($0.last)" }
          == rhs.commits.map { "\($0.commit) \($0.tally) \($0.last)" }
    }

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
    var byTest: [String: [String: (tally: TestTally, last: String)]] = [:]
    var failedRecently: Set<String> = []
    for run in runs {
      for (test, tally) in run.results {
        let old = byTest[test]?[run.commit] ?? (TestTally(), "")
        byTest[test, default: [:]][run.commit] = (old.tally + tally, max(old.last, run.recorded))
        if tally.failed > 0, run.recorded >= since { failedRecently.insert(test) }
      }
    }
    entries = byTest.compactMap { test, commits in
      guard failedRecently.contains(test) else { return nil }
      let flaky = commits.filter { $0.value.tally.isFlaky }
        .map { (commit: $0.key, tally: $0.value.tally, last: $0.value.last) }
        .sorted { ($0.last, $0.commit) > ($1.last, $1.commit) }
      return flaky.isEmpty ? nil : Entry(test: test, commits: flaky)
    }
    .sorted { ($0.commits[0].last, $1.test) > ($1.commits[0].last, $0.test) }
  }
}
