/// What the recorded runs say of one quarantined test: how many runs it has passed since it
/// last failed, and whether that is enough to take it out of quarantine.
struct QuarantineStatus: Sendable, Equatable {
  /// The passing runs in a row after which a quarantined test is ready to come out.
  static let readyRuns = 50

  var passesSinceFailure = 0
  /// When it last failed, ISO 8601; nil when no recorded run failed it.
  var lastFailure: String?

  /// Reads `runs` (oldest first) newest first; a run with a failure ends the count, even when
  /// some of its repetitions passed after it, since their order is not recorded.
  init(of test: String, in runs: [TestRunRecord]) {
    for run in runs.reversed() {
      guard let tally = run.results[test] else { continue }
      if tally.failed > 0 {
        lastFailure = run.recorded
        break
      }
      passesSinceFailure += tally.passed
    }
  }

  var isReady: Bool { passesSinceFailure >= Self.readyRuns }

  /// `passed its last 50 runs: ready to come out`, or the count so far.
  var summary: String {
    if isReady {
      return "passed its last \(Self.readyRuns) runs: ready to come out (mf quarantine remove)"
    }
    let failure = lastFailure.map { ", last failed \($0.prefix(10))" } ?? ""
    return "passed \(passesSinceFailure) of the \(Self.readyRuns) runs in a row it needs"
      + failure
  }
}
