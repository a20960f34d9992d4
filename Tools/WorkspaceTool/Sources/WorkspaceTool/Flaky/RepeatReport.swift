/// What `mf test --repeat` ends with: the tests that both passed and failed, with their pass
/// counts, those that failed every run, and the quarantined ones apart; and its exit code.
struct RepeatReport: Sendable, Equatable {
  var tests: [String: TestTally]
  var quarantined: Set<String>

  private var counted: [(String, TestTally)] {
    tests.filter { !quarantined.contains($0.key) }.sorted { $0.key < $1.key }
  }

  var flaky: [String] { counted.filter { $0.1.isFlaky }.map { Self.line($0.0, $0.1) } }
  var failedEveryRun: [String] {
    counted.filter { $0.1.passed == 0 && $0.1.failed > 0 }.map { Self.line($0.0, $0.1) }
  }
  var quarantinedFailures: [String] {
    tests.filter { quarantined.contains($0.key) && $0.value.failed > 0 }
      .sorted { $0.key < $1.key }.map { Self.line($0.key, $0.value) }
  }

  var lines: [String] {
    var lines: [String] = []
    for (title, items) in [
      ("Flaky (passed and failed):", flaky), ("Failed every run:", failedEveryRun),
      ("Quarantined, failing nothing:", quarantinedFailures),
    ] where !items.isEmpty {
      lines.append(title)
      lines += items.map { "  " + $0 }
    }
    return lines
  }

  /// `12 tests: 1 flaky, 0 failed every run, 0 quarantined failed`.
  var summary: String {
    "\(tests.count) tests: \(flaky.count) flaky, \(failedEveryRun.count) failed every run, "
      + "\(quarantinedFailures.count) quarantined failed"
  }

  /// 1 when a test failed every run, 3 when only flaky ones failed, else 0.
  var exitCode: Int32 {
    !failedEveryRun.isEmpty ? 1 : !flaky.isEmpty ? 3 : 0
  }

  /// `CartTests/addMerges: 47 of 50 passed`.
  static func line(_ test: String, _ tally: TestTally) -> String {
    "\(test): \(tally.passed) of \(tally.runs) passed"
  }
}
