import Foundation
import Testing

@testable import WorkspaceTool

/// Builds a scaffolded feature for real (about half a minute, longer on a busy machine), so it
/// runs with the other slow tests: `SLOW_TESTS=1 swift test --filter EndToEndTests`.
@Suite(
  "End to end (slow)", .enabled(if: ProcessInfo.processInfo.environment["SLOW_TESTS"] == "1"))
struct EndToEndTests {
  /// The repository this package lives in: Tools/WorkspaceTool/Tests/WorkspaceToolTests/<file>.
  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func aNewFeatureBuildsPassesItsTestsAndRunsItsExample() throws {
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("mf-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: copy) }
    try WorkspaceCopier().copy(Self.repository, to: copy)

    func mf(_ arguments: [String]) -> (Int32, String, String) {
      let output = CapturedText()
      let errors = CapturedText()
      let status = CommandLineTool(currentDirectory: copy, output: output, errorOutput: errors)
        .run(arguments)
      return (status, output.text, errors.text)
    }
    #expect(mf(["sync"]).0 == 0)
    let created = mf(["new", "feature", "Wishlist"])
    try #require(created.0 == 0, "\(created.2)")
    #expect(mf(["sync", "--check"]).0 == 0)
    let lint = mf(["lint"])
    #expect(lint.0 == 0)
    let findings = lint.1.split(separator: "\n").filter {
      $0.contains("warning: Wishlist") || $0.contains("/Wishlist")
    }
    #expect(findings.isEmpty, "a fresh feature has no findings: \(findings)")

    let runner = ProcessRunner()
    let feature = copy.appendingPathComponent("Features/Wishlist").path
    let interface = copy.appendingPathComponent("Interfaces/WishlistInterface").path
    let build = try runner.run("swift", ["build", "--package-path", feature], in: copy)
    try #require(build.status == 0, "\(build.output)\(build.errorOutput)")
    let tested = mf(["test", "Wishlist"])
    #expect(tested.0 == 0, "\(tested.1)")
    #expect(tested.1.contains("Wishlist: 5 tests passed"), "\(tested.1)")
    let example = try runner.run(
      "swift", ["run", "--package-path", feature, "WishlistExample"], in: copy)
    #expect(example.status == 0)
    #expect(
      example.output == """
        WishlistFlow [started] context: WishlistContext
        Wishlist: 3 items
        - First item
        - Second item
        - Third item
        [info] Wishlist: started with 3 items
        [info] Wishlist: stopped

        """)
    let format = try runner.run(
      "swift", ["format", "lint", "--strict", "--recursive", feature, interface], in: copy)
    #expect(format.status == 0, "generated code passes the format lint: \(format.errorOutput)")
  }
}
