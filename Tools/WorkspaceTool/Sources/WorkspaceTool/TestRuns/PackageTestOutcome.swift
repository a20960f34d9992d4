import Foundation

/// How one package fared in `mf test`, and the progress line that says so.
struct PackageTestOutcome: Sendable, Equatable {
  enum Result: Sendable, Equatable {
    /// Its tests ran: all passed when `summary.failed` is zero.
    case tested(TestSummary)
    case built
    /// It did not build, or its test run ended without results.
    case broken
  }

  var package: WorkspacePackage
  var result: Result
  /// Wall time package by package; in a shared build, its share of the test run's wall time
  /// (`sharing(wall:)`).
  var seconds: Double
  /// Whether ``seconds`` is only the time spent in the tests (the root graph's build is shared).
  var timesTestsOnly = false
  /// The shared build the tests ran in when ``timesTestsOnly``: `root graph` or `slice`.
  var sharedBuild = "root graph"
  var log: [String] = []
  /// Each of its tests' passes and failures, by ``TestName``.
  var tests: [String: TestTally] = [:]
  /// Its quarantined tests that failed, which ``excusing(_:)`` took out of the failures.
  var quarantinedFailures: [String] = []

  var succeeded: Bool {
    switch result {
    case .tested(let summary): summary.failed == 0
    case .built: true
    case .broken: false
    }
  }

  var passedTests: Int {
    if case .tested(let summary) = result { return summary.passed }
    return 0
  }

  /// The progress line, `Catalog: 12 tests passed (1.7 s)`, then the log under a failure.
  var lines: [String] {
    let time = String(format: timesTestsOnly ? "%.1f s of tests" : "%.1f s", seconds)
    let name = package.name
    switch result {
    case .tested(let summary) where summary.failed == 0:
      return ["\(name): \(summary.passed) tests passed\(quarantineNote) (\(time))"]
    case .tested(let summary):
      return [
        "\(name): FAILED, \(summary.passed) passed, \(summary.failed) failed\(quarantineNote) "
          + "(\(time))"
      ] + log.map { "    " + $0 }
    case .built where timesTestsOnly:
      return ["\(name): built, no tests"]
    case .built:
      return ["\(name): built, no tests (\(time))"]
    case .broken:
      return ["\(name): FAILED to build or to run its tests (\(time))"] + log.map { "    " + $0 }
    }
  }

  /// `, 1 quarantined test failed: CartTests/addMerges`, or nothing.
  private var quarantineNote: String {
    guard !quarantinedFailures.isEmpty else { return "" }
    let count = quarantinedFailures.count
    return ", \(count) quarantined test\(count == 1 ? "" : "s") failed: "
      + quarantinedFailures.joined(separator: ", ")
  }

  /// The outcome with the failures of `quarantined` tests reported apart: they no longer fail
  /// the package, and when they were its only failures, their log goes too.
  func excusing(_ quarantined: Set<String>) -> PackageTestOutcome {
    guard case .tested(var summary) = result else { return self }
    let excused = tests.filter { $0.value.failed > 0 && quarantined.contains($0.key) }
    guard !excused.isEmpty else { return self }
    var outcome = self
    summary.failed = Swift.max(0, summary.failed - excused.values.reduce(0) { $0 + $1.failed })
    outcome.result = .tested(summary)
    outcome.quarantinedFailures = excused.keys.sorted()
    if summary.failed == 0 { outcome.log = [] }
    return outcome
  }

  /// The last lines of a tool's output, for a failure.
  static func tail(of output: String, lines count: Int = 30) -> [String] {
    output.split(separator: "\n").suffix(count).map(String.init)
  }
}

extension [PackageTestOutcome] {
  /// The outcomes of one shared test run, whose `seconds` are their tests' own times, each given
  /// instead its share of the run's wall time in proportion to them: tests that run side by
  /// side add up to far more than the run took (400 s of tests' own times in a run of 20 s).
  func sharing(wall: Double) -> [PackageTestOutcome] {
    let own = reduce(0) { $0 + $1.seconds }
    return map { outcome in
      var shared = outcome
      shared.seconds = own > 0 ? Swift.max(0, wall) * outcome.seconds / own : 0
      return shared
    }
  }
}
