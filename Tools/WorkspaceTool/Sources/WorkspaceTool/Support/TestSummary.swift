/// The test counts read from the output of `swift test`.
struct TestSummary: Sendable, Equatable {
  var passed: Int
  var failed: Int

  /// Reads the Swift Testing summary line (`Test run with 12 tests ... passed/failed`) and the
  /// XCTest one (`Executed 3 tests, with 1 failure`), adding both.
  init(output: String) {
    var passed = 0
    var failed = 0
    for line in output.split(separator: "\n") {
      let words = line.split(separator: " ")
      if let run = words.firstIndex(of: "with"), line.contains("Test run with"),
        run + 1 < words.count, let total = Int(words[run + 1])
      {
        var issues = 0
        if line.contains(" failed"), let withIssues = words.lastIndex(of: "with"),
          withIssues + 1 < words.count
        {
          issues = Int(words[withIssues + 1]) ?? 0
        }
        let failing = line.contains(" failed") ? max(1, min(total, issues)) : 0
        passed += total - failing
        failed += failing
      } else if line.hasPrefix("Executed "), words.count > 1, let total = Int(words[1]),
        let failureIndex = words.firstIndex(where: { $0.hasPrefix("failure") }),
        failureIndex > 0, let failures = Int(words[failureIndex - 1])
      {
        passed += total - failures
        failed += failures
      }
    }
    self.passed = passed
    self.failed = failed
  }
}
