import Testing

@testable import WorkspaceTool

@Suite("Diffs")
struct LineDiffTests {
  @Test func diffShowsChangedLinesWithContext() {
    let lines = ProcessRunner().diffLines(
      from: "a\nb\nc\nd\ne\nf\ng\n", to: "a\nb\nc\nD\ne\nf\ng\n")
    #expect(lines == ["@@ -2,5 +2,5 @@", " b", " c", "-d", "+D", " e", " f"])
    #expect(ProcessRunner().diffLines(from: "same\n", to: "same\n").isEmpty)
  }
}
