import Testing

@testable import WorkspaceTool

@Suite("Diffs")
struct LineDiffTests {
  @Test func diffShowsChangedLinesWithContext() {
    let lines = LineDiff().lines(from: "a\nb\nc\nd\ne\nf\ng\n", to: "a\nb\nc\nD\ne\nf\ng\n")
    #expect(lines == ["@@ -2,5 +2,5 @@", " b", " c", "-d", "+D", " e", " f"])
    #expect(LineDiff().lines(from: "same\n", to: "same\n").isEmpty)
  }
}
