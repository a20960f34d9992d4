import Testing

@testable import WorkspaceTool

@Suite("Test summaries and diffs")
struct OutputParsingTests {
  @Test func readsTheSwiftTestingSummaryLine() {
    let passed = TestSummary(
      output: "✔ Test run with 12 tests in 3 suites passed after 0.005 seconds.\n")
    #expect(passed == TestSummary(output: "").with(passed: 12, failed: 0))
    let failed = TestSummary(
      output: "✘ Test run with 12 tests in 3 suites failed after 0.010 seconds with 2 issues.\n")
    #expect(failed.passed == 10)
    #expect(failed.failed == 2)
  }

  @Test func addsTheXCTestSummary() {
    let summary = TestSummary(
      output: """
        Executed 3 tests, with 1 failure (0 unexpected) in 0.002 (0.002) seconds
        ✔ Test run with 4 tests in 1 suite passed after 0.001 seconds.
        """)
    #expect(summary.passed == 6)
    #expect(summary.failed == 1)
  }

  @Test func diffShowsChangedLinesWithContext() {
    let lines = LineDiff().lines(from: "a\nb\nc\nd\ne\nf\ng\n", to: "a\nb\nc\nD\ne\nf\ng\n")
    #expect(lines == ["@@ -2,5 +2,5 @@", " b", " c", "-d", "+D", " e", " f"])
    #expect(LineDiff().lines(from: "same\n", to: "same\n").isEmpty)
  }
}

extension TestSummary {
  fileprivate func with(passed: Int, failed: Int) -> TestSummary {
    var copy = self
    copy.passed = passed
    copy.failed = failed
    return copy
  }
}
