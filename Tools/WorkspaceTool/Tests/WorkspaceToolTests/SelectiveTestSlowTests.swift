import CoreTesting
import Foundation
import Testing

@testable import WorkspaceTool

/// `mf test` for real on a small workspace, all three ways: the root graph, package by package
/// and a slice report the same packages and counts, each run records its times, a package never
/// built on its own is tested in the built root graph, a failing test fails the run and is
/// named, and a package's time in a shared run is its share of the run, not its tests' sum. It
/// builds several times (about a minute on 2 cores), so it runs with the other slow tests:
/// `SLOW_TESTS=1 swift test --filter SlowTests`.
@Suite(
  "mf test all three ways, end to end (slow)",
  .slow)
struct SelectiveTestSlowTests {
  /// The fixture workspace with real tests: one in Core, two in Catalog.
  private static func workspaceWithTests() throws -> FixtureWorkspace {
    let fixture = try Fixture.makeEvaluableWorkspace()
    try fixture.write(
      "Foundation/Core/Tests/CoreTests/CoreTests.swift",
      "import Core\nimport CoreTesting\nimport Testing\n\n@Test func coreValue() { _ = CoreValue.self }\n"
    )
    try fixture.write(
      "Features/Catalog/Tests/CatalogTests/Tests.swift",
      """
      import Catalog
      import CatalogInterface
      import CatalogInterfaceTesting
      import CatalogTesting
      import Core
      import CoreTesting
      import Testing

      @Suite struct CatalogSuite {
        @Test func one() {}
        @Test func two() {}
      }

      """)
    #expect(fixture.mf(["sync"]).status == 0)
    return fixture
  }

  /// The lines without their times, which differ between runs.
  private static func withoutTimes(_ output: String) -> [String] {
    output.split(separator: "\n").dropFirst().filter { !$0.hasPrefix("Built the ") }
      .map { line in
        String(
          line.replacing(#/ \([0-9.]+ s( of tests)?\)/#, with: "")
            .replacing(#/ in [0-9.]+ s/#, with: ""))
      }
  }

  @Test func theRootGraphAndPackageByPackageReportTheSame() throws {
    let fixture = try Self.workspaceWithTests()
    let inRoot = fixture.mf(["test", "--root-graph"])
    #expect(inRoot.status == 0, "\(inRoot.output)\(inRoot.errors)")
    #expect(
      inRoot.output.hasPrefix("Testing 3 of 3 packages in the root graph, as --root-graph asks.\n"))
    let expected = [
      "Core: 1 tests passed", "CatalogInterface: built, no tests", "Catalog: 2 tests passed",
      "3 package(s), 3 passed, 0 failed, 3 tests passed.",
    ]
    #expect(Self.withoutTimes(inRoot.output) == expected, "\(inRoot.output)")
    let timingsFile = TestTimings.url(root: fixture.root)
    let inRootTimes = try TestTimings.read(from: timingsFile).records
    #expect(inRootTimes.keys.sorted() == ["Catalog", "CatalogInterface", "Core"])
    #expect(inRootTimes.values.allSatisfy { $0.way == "root graph" })

    // One package is under the rule by count, but Catalog has never been built on its own and
    // the root graph has: mf stays in the root graph and says why.
    let one = fixture.mf(["test", "Catalog"])
    #expect(one.status == 0, "\(one.output)\(one.errors)")
    #expect(
      one.output.hasPrefix(
        "Testing 1 of 3 packages in the root graph: Catalog has no build of its own yet ("),
      "\(one.output)")

    let alone = fixture.mf(["test", "--isolated"])
    #expect(alone.status == 0, "\(alone.output)\(alone.errors)")
    #expect(Self.withoutTimes(alone.output) == expected, "\(alone.output)")
    #expect(
      try TestTimings.read(from: timingsFile).records.values.map(\.way)
        == Array(repeating: "package by package", count: 3))
    // In a slice of the three (the slice holds every target, so it is the whole graph here):
    // the same packages and counts, from a package of its own under .build.
    let sliced = fixture.mf(["test", "--slice"])
    #expect(sliced.status == 0, "\(sliced.output)\(sliced.errors)")
    #expect(
      sliced.output.hasPrefix(
        "Testing 3 of 3 packages in a slice of the workspace, as --slice asks.\n"
          + "Built the slice .build/mf-slice in "), "\(sliced.output)")
    #expect(Self.withoutTimes(sliced.output) == expected, "\(sliced.output)")
    #expect(
      try TestTimings.read(from: timingsFile).records.values.map(\.way)
        == Array(repeating: "slice", count: 3))
    #expect(
      SliceWriter.isSlice(fixture.root.appendingPathComponent(".build/mf-slice/Package.swift")))
    // Now that Catalog has a build of its own, it is tested package by package.
    #expect(
      fixture.mf(["test", "Catalog"]).output.hasPrefix(
        "Testing 1 of 3 packages package by package: for up to 1"))

    try fixture.write(
      "Features/Catalog/Tests/CatalogTests/Failing.swift",
      "import Testing\n\n@Test func failing() { #expect(1 == 2) }\n")
    for way in ["--root-graph", "--isolated", "--slice"] {
      let failed = fixture.mf(["test", way, "Catalog"])
      #expect(failed.status == 1, "\(way): \(failed.output)")
      let lines = Self.withoutTimes(failed.output)
      #expect(lines.first == "Catalog: FAILED, 2 passed, 1 failed", "\(way): \(failed.output)")
      #expect(lines.last == "1 package(s), 0 passed, 1 failed, 2 tests passed: Catalog failed.")
    }
    let named = fixture.mf(["test", "--root-graph", "Catalog"]).output
    #expect(named.contains("\n    failing(): Expectation failed: 1 == 2"), "\(named)")

    // Tests that run side by side add up to more than their run takes: a package's time is its
    // share of the run's wall time, never that sum (three tests of 2 s each, 6 s together).
    try FileManager.default.removeItem(
      at: fixture.root.appendingPathComponent("Features/Catalog/Tests/CatalogTests/Failing.swift"))
    try fixture.write(
      "Features/Catalog/Tests/CatalogTests/SideBySide.swift",
      """
      import Testing

      @Test func waitsOne() async throws { try await Task.sleep(for: .seconds(2)) }
      @Test func waitsTwo() async throws { try await Task.sleep(for: .seconds(2)) }
      @Test func waitsThree() async throws { try await Task.sleep(for: .seconds(2)) }

      """)
    let sideBySide = fixture.mf(["test", "--root-graph", "Catalog"])
    #expect(sideBySide.status == 0, "\(sideBySide.output)\(sideBySide.errors)")
    let share = sideBySide.output.firstMatch(
      of: #/Catalog: 5 tests passed \(([0-9.]+) s of tests\)/#
    ).flatMap { Double($0.1) }
    #expect(share.map { $0 < 5 } == true, "\(sideBySide.output)")
  }
}
