/// How many runs of one test passed and how many failed.
struct TestTally: Codable, Sendable, Equatable {
  var passed = 0
  var failed = 0

  var runs: Int { passed + failed }
  /// Passed in some runs and failed in others.
  var isFlaky: Bool { passed > 0 && failed > 0 }

  static func + (lhs: TestTally, rhs: TestTally) -> TestTally {
    TestTally(passed: lhs.passed + rhs.passed, failed: lhs.failed + rhs.failed)
  }
}

extension [String: TestTally] {
  /// Adds `other`'s runs to these, test by test.
  mutating func add(_ other: [String: TestTally]) {
    merge(other, uniquingKeysWith: +)
  }
}
