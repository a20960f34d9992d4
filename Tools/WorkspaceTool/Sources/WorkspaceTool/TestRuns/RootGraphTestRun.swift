import Foundation

/// Tests packages in the root graph: one incremental `swift build --build-tests` of the whole
/// workspace, in which every module compiles once, then one `swift test --skip-build` with a
/// `--filter` for each test target of the packages. The results are read back per package from
/// the xUnit files the test run writes.
struct RootGraphTestRun: Sendable {
  var root: URL
  var runner: ProcessRunner
  /// Passed to every `swift build` and `swift test`, such as `--build-system swiftbuild`.
  var arguments: [String] = []
  /// What the outcomes call the build they share: `root graph`, or `slice` when `root` is one.
  var sharedBuild = "root graph"

  struct Build: Sendable {
    var succeeded: Bool
    var seconds: Double
    var log: [String]
  }

  /// Builds the root graph with its tests, tells `reportBuild` how that went, then runs the
  /// packages' test targets.
  func run(_ packages: [WorkspacePackage], reportBuild: (Build) -> Void) throws
    -> [PackageTestOutcome]
  {
    let began = Date()
    let build = try runner.run("swift", ["build", "--build-tests"] + arguments, in: root)
    let built = Build(
      succeeded: build.status == 0, seconds: Date().timeIntervalSince(began),
      log: build.status == 0
        ? [] : PackageTestOutcome.tail(of: build.output + "\n" + build.errorOutput))
    reportBuild(built)
    guard built.succeeded else {
      return packages.map { PackageTestOutcome(package: $0, result: .broken, seconds: 0) }
    }
    let testTargets = packages.flatMap(\.testTargets)
    guard !testTargets.isEmpty else {
      return packages.map { PackageTestOutcome(package: $0, result: .built, seconds: 0) }
    }
    let testBegan = Date()
    let run = try test(testTargets)
    let wall = Date().timeIntervalSince(testBegan)
    // A run that failed without a failed test stopped early (a crash): the packages it has no
    // results for, or all of them when it has results for each, are broken.
    let crashed =
      run.status != 0 && !testTargets.contains { run.results.counts[$0]?.failed ?? 0 > 0 }
    return packages.map { outcome(of: $0, in: run, crashed: crashed) }.sharing(wall: wall)
  }

  /// One package's share of the test run.
  private func outcome(
    of package: WorkspacePackage, in run: TestRun, crashed: Bool
  ) -> PackageTestOutcome {
    let modules = package.testTargets
    var outcome = PackageTestOutcome(
      package: package, result: .built, seconds: 0, timesTestsOnly: true,
      sharedBuild: sharedBuild)
    guard !modules.isEmpty else { return outcome }
    var summary = TestSummary(passed: 0, failed: 0)
    for module in modules {
      summary.passed += run.results.counts[module]?.passed ?? 0
      summary.failed += run.results.counts[module]?.failed ?? 0
      outcome.seconds += run.results.seconds[module] ?? 0
    }
    outcome.result = .tested(summary)
    outcome.tests = run.results.tests.filter { modules.contains(TestName.module(of: $0.key)) }
    let unread = modules.allSatisfy { run.results.seconds[$0] == nil }
    if summary.failed > 0 {
      outcome.log = modules.flatMap { run.results.failures[$0] ?? [] }
    } else if run.status != 0, unread || crashed {
      outcome.result = .broken
      outcome.log = PackageTestOutcome.tail(of: run.output)
    }
    return outcome
  }

  /// What one `swift test` run left: its results, exit status and output.
  private struct TestRun {
    var results: XUnitResults
    var status: Int32
    var output: String
  }

  /// Runs the built tests of `targets` once, with their results written as xUnit.
  private func test(_ targets: [String]) throws -> TestRun {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("mf-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = folder.appendingPathComponent("results.xml")
    let filters = targets.flatMap { ["--filter", "^\($0)\\."] }
    let run = try runner.run(
      "swift", ["test", "--skip-build", "--xunit-output", report.path] + arguments + filters,
      in: root)
    return TestRun(
      results: XUnitResults(folder: folder), status: run.status,
      output: run.output + "\n" + run.errorOutput)
  }
}

extension WorkspacePackage {
  fileprivate var testTargets: [String] {
    targets.filter { $0.kind == .test }.map(\.name)
  }
}
