import Foundation
import Testing

@testable import WorkspaceTool

/// The way `mf test` takes, what it reads back from a run in the root graph, and the lines it
/// prints per package.
@Suite("Test runs")
struct TestRunTests {
  @Test func aSmallSelectionGoesPackageByPackageAndALargeOneThroughTheRootGraph() {
    #expect(TestPlan.isolatedLimit(workspace: 16) == 1)
    #expect(TestPlan.isolatedLimit(workspace: 49) == 2)
    #expect(TestPlan.isolatedLimit(workspace: 209) == 6)
    #expect(TestPlan(selected: 1, of: 16, forced: nil).mode == .isolated)
    #expect(TestPlan(selected: 2, of: 16, forced: nil).mode == .rootGraph)
    #expect(TestPlan(selected: 6, of: 209, forced: nil).mode == .isolated)
    #expect(TestPlan(selected: 7, of: 209, forced: nil).mode == .rootGraph)
    #expect(TestPlan(selected: 104, of: 209, forced: nil).mode == .rootGraph)
    #expect(TestPlan(selected: 100, of: 209, forced: .isolated).mode == .isolated)
    #expect(TestPlan(selected: 1, of: 209, forced: .rootGraph).mode == .rootGraph)
  }

  @Test func theFirstLineSaysWhichWayAndWhy() {
    let rule = "(1, plus 1 for every 40 packages in the workspace)"
    #expect(
      TestPlan(selected: 1, of: 49, forced: nil).explanation
        == "Testing 1 of 49 packages package by package: for up to 2 \(rule), that is faster "
        + "than building the root graph; --root-graph or --isolated chooses.")
    #expect(
      TestPlan(selected: 21, of: 49, forced: nil).explanation
        == "Testing 21 of 49 packages in the root graph: for more than 2 \(rule), one shared "
        + "build is faster than a build per package; --root-graph or --isolated chooses.")
    #expect(
      TestPlan(selected: 21, of: 49, forced: .isolated).explanation
        == "Testing 21 of 49 packages package by package, as --isolated asks: each builds "
        + "alone, in its own .build.")
    #expect(
      TestPlan(selected: 1, of: 49, forced: .rootGraph).explanation
        == "Testing 1 of 49 packages in the root graph, as --root-graph asks.")
  }

  @Test func aBuildThatDoesNotExistYetCountsTheModulesItWouldCompile() {
    let choice = "; --root-graph or --isolated chooses."
    // A new feature never built on its own, in a workspace whose root graph is built: its first
    // build would compile everything it uses, which the root graph has compiled already.
    let newFeature = BuildState(
      root: .withTests, rootModules: 0, unbuilt: [.init(name: "Wishlist", modules: 12)])
    let plan = TestPlan(selected: 1, of: 19, forced: nil, builds: newFeature)
    #expect(plan.mode == .rootGraph)
    #expect(
      plan.explanation
        == "Testing 1 of 19 packages in the root graph: Wishlist has no build of its own yet (12 "
        + "modules to compile), and the root graph is built, so one shared build is faster than "
        + "a build per package\(choice)")
    // In a large workspace, a small package's first build costs less than the root graph's
    // fixed part.
    let smallPackage = BuildState(
      root: .withTests, rootModules: 0, unbuilt: [.init(name: "Core", modules: 3)])
    #expect(TestPlan(selected: 1, of: 209, forced: nil, builds: smallPackage).mode == .isolated)
    // A root graph never built: package by package, even past the rule by count.
    let rootNeverBuilt = BuildState(root: .none, rootModules: 80, unbuilt: [])
    let alone = TestPlan(selected: 5, of: 19, forced: nil, builds: rootNeverBuilt)
    #expect(alone.mode == .isolated)
    #expect(
      alone.explanation
        == "Testing 5 of 19 packages package by package: the root graph has no build yet (80 "
        + "modules to compile), so a build per package is faster than the root graph's\(choice)")
    // Nothing built: ten features' own first builds cost more than one of the root graph.
    let nothingBuilt = BuildState(
      root: .none, rootModules: 80,
      unbuilt: (1...10).map { .init(name: "F\($0)", modules: 12) })
    let shared = TestPlan(selected: 10, of: 19, forced: nil, builds: nothingBuilt)
    #expect(shared.mode == .rootGraph)
    #expect(
      shared.explanation
        == "Testing 10 of 19 packages in the root graph: F1 and 9 more have no build of their "
        + "own yet (120 modules to compile), and the root graph has no build yet (80 modules to "
        + "compile), so one shared build is faster than a build per package\(choice)")
    #expect(TestPlan(selected: 1, of: 19, forced: .isolated, builds: newFeature).mode == .isolated)
    // After a plain `swift build`, the root graph's test targets are still to compile: a
    // package that is built alone is tested alone, as if the root graph were not built.
    let plainBuild = BuildState(root: .withoutTests, rootModules: 30, unbuilt: [])
    let afterBuild = TestPlan(selected: 2, of: 19, forced: nil, builds: plainBuild)
    #expect(afterBuild.mode == .isolated)
    #expect(
      afterBuild.explanation
        == "Testing 2 of 19 packages package by package: the root graph is built without its "
        + "tests (30 test modules to compile), so a build per package is faster than the root "
        + "graph's\(choice)")
  }

  @Test func whatIsBuiltIsReadFromTheBuildFolders() throws {
    let fixture = try FixtureWorkspace()
    let workspace = try fixture.workspace(
      Fixture.foundation("Core") + Fixture.interface("Catalog", uses: ["Core"])
        + Fixture.feature("Catalog", uses: ["CatalogInterface", "Core"]))
    let graph = workspace.graph
    let nothing = BuildState.inspect(graph.packages, in: graph, root: fixture.root)
    #expect(nothing.root == .none)
    #expect(nothing.rootModules == 9)
    #expect(
      nothing.unbuilt == [
        .init(name: "Core", modules: 3), .init(name: "CatalogInterface", modules: 3),
        .init(name: "Catalog", modules: 6),
      ])

    // mf's timings file alone makes no build, nor does an empty debug folder; a debug build
    // with modules in it, in a platform's folder or not, does.
    try fixture.write(TestTimings.path, "{}")
    for folder in [".build/x86_64-unknown-linux-gnu/debug", "Foundation/Core/.build/debug"] {
      try FileManager.default.createDirectory(
        at: fixture.root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let empty = BuildState.inspect(graph.packages, in: graph, root: fixture.root)
    #expect(empty.root == .none && empty.rootModules == 9, "an empty debug folder is no build")
    #expect(empty.unbuilt.count == 3)
    let plain = [
      "Core", "CoreTesting", "CatalogInterface", "CatalogInterfaceTesting", "Catalog",
      "CatalogTesting", "CatalogExample",
    ]
    for module in plain {
      try fixture.write(
        ".build/x86_64-unknown-linux-gnu/debug/Modules/\(module).swiftmodule", "")
    }
    try fixture.write("Foundation/Core/.build/debug/Modules/Core.swiftmodule", "")
    let some = BuildState.inspect(graph.packages, in: graph, root: fixture.root)
    #expect(some.root == .withoutTests, "a plain swift build: the tests are still to compile")
    #expect(some.rootModules == 2, "the test targets of Core and Catalog")
    #expect(some.unbuilt.map(\.name) == ["CatalogInterface", "Catalog"])
    try fixture.write(".build/x86_64-unknown-linux-gnu/debug/WorkspacePackageTests.xctest", "")
    let tested = BuildState.inspect(graph.packages, in: graph, root: fixture.root)
    #expect(tested.root == .withTests && tested.rootModules == 0)

    // swiftbuild keeps its builds elsewhere: native's are not its, and its test products are
    // test runners.
    let other = BuildState.inspect(
      graph.packages, in: graph, root: fixture.root, buildSystem: .swiftbuild)
    #expect(other.root == .none && other.unbuilt.count == 3)
    try fixture.write(".build/out/Products/Debug-linux/Core.swiftmodule", "")
    try fixture.write("Foundation/Core/.build/out/Products/Debug-linux/Core.swiftmodule", "")
    let swiftbuild = BuildState.inspect(
      graph.packages, in: graph, root: fixture.root, buildSystem: .swiftbuild)
    #expect(swiftbuild.root == .withoutTests)
    #expect(swiftbuild.unbuilt.map(\.name) == ["CatalogInterface", "Catalog"])
    try fixture.write(".build/out/Products/Debug-linux/CoreTests-test-runner", "")
    let swiftbuildTested = BuildState.inspect(
      graph.packages, in: graph, root: fixture.root, buildSystem: .swiftbuild)
    #expect(swiftbuildTested.root == .withTests)
  }

  /// What `swift test --xunit-output` wrote for Swift Testing on Linux, with one failure.
  static let swiftTestingXML = """
    <?xml version="1.0" encoding="UTF-8"?>
    <testsuites>
      <testsuite name="TestResults" errors="0" tests="5" failures="1" skipped="1" time="0.0013">
        <testcase classname="BTests.BSuite" name="works()" time="0.25" />
        <testcase classname="ATests" name="free()" time="0.5" />
        <testcase classname="ATests.ASuite" name="fails()" time="0.125" >
          <failure message="Expectation failed: (one() &#8594; 1) == 2 &amp; &quot;more&quot;" />
        </testcase>
        <testcase classname="ATests.ASuite" name="works()" time="0.125" />
        <testcase classname="ATests.ASuite" name="later()" time="0" >
          <skipped />
        </testcase>
      </testsuite>
    </testsuites>
    """

  @Test func xUnitResultsAreSplitByTestModule() {
    var results = XUnitResults()
    results.add(xml: Self.swiftTestingXML)
    results.add(
      xml: """
        <testsuite name="CTests.xctest" tests="2" failures="1">
          <testcase classname="CTests.LegacyTests" name="testA" time="0.5"></testcase>
          <testcase classname="CTests.LegacyTests" name="testB" time="0.5">
            <failure message="XCTAssertEqual failed"></failure>
          </testcase>
        </testsuite>
        """)
    #expect(results.counts["ATests"] == TestSummary(passed: 2, failed: 1))
    #expect(results.counts["BTests"] == TestSummary(passed: 1, failed: 0))
    #expect(results.counts["CTests"] == TestSummary(passed: 1, failed: 1))
    #expect(results.seconds["ATests"] == 0.75)
    #expect(
      results.failures["ATests"] == [
        #"ASuite/fails(): Expectation failed: (one() → 1) == 2 & "more""#
      ])
    #expect(results.failures["CTests"] == ["LegacyTests/testB: XCTAssertEqual failed"])
    #expect(!results.isEmpty)
    #expect(XUnitResults().isEmpty)
  }

  @Test func eachPackageGetsOneLineAndAFailureItsDetails() throws {
    let package = WorkspacePackage(folder: "Features/Catalog", layer: .features, targets: [])
    func lines(_ result: PackageTestOutcome.Result, testsOnly: Bool = false) -> [String] {
      PackageTestOutcome(
        package: package, result: result, seconds: 1.5, timesTestsOnly: testsOnly,
        log: result == .built || result == .tested(TestSummary(passed: 3, failed: 0))
          ? [] : ["SearchTests/findsMugs(): Expectation failed"]
      ).lines
    }
    #expect(
      lines(.tested(TestSummary(passed: 3, failed: 0))) == ["Catalog: 3 tests passed (1.5 s)"])
    #expect(
      lines(.tested(TestSummary(passed: 3, failed: 0)), testsOnly: true)
        == ["Catalog: 3 tests passed (1.5 s of tests)"])
    #expect(
      lines(.tested(TestSummary(passed: 2, failed: 1))) == [
        "Catalog: FAILED, 2 passed, 1 failed (1.5 s)",
        "    SearchTests/findsMugs(): Expectation failed",
      ])
    #expect(lines(.built) == ["Catalog: built, no tests (1.5 s)"])
    #expect(lines(.built, testsOnly: true) == ["Catalog: built, no tests"])
    #expect(lines(.broken).first == "Catalog: FAILED to build or to run its tests (1.5 s)")
  }
}
