import Foundation

/// Tests packages one by one, each through its own generated manifest and in its own `.build`:
/// `swift test --package-path <package>`, or `swift build --package-path` for a package without
/// tests. Each package compiles its dependencies again, so this is slow for many packages, but
/// it proves that each package builds alone, and for a small selection it is the fastest way.
struct IsolatedTestRun: Sendable {
  var root: URL
  var runner: ProcessRunner
  /// Passed to every `swift build` and `swift test`, such as `--build-system swiftbuild`.
  var arguments: [String] = []

  /// Runs the packages in order and hands each outcome to `report` as soon as it is known.
  func run(_ packages: [WorkspacePackage], report: (PackageTestOutcome) -> Void) throws {
    for package in packages {
      let hasTests = package.targets.contains { $0.kind == .test }
      let path = root.appendingPathComponent(package.folder).path
      let results = FileManager.default.temporaryDirectory
        .appendingPathComponent("mf-test-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: results) }
      let began = Date()
      let run = try runner.run(
        "swift",
        hasTests
          ? ["test", "--package-path", path, "--xunit-output", results.path + "/results.xml"]
            + arguments
          : ["build", "--package-path", path] + arguments, in: root)
      let output = run.output + "\n" + run.errorOutput
      let xUnit = XUnitResults(folder: results)
      let summary = xUnit.total
      var outcome = PackageTestOutcome(
        package: package, result: .broken, seconds: Date().timeIntervalSince(began),
        tests: xUnit.tests)
      switch (run.status == 0, hasTests) {
      case (true, true): outcome.result = .tested(summary)
      case (true, false): outcome.result = .built
      case (false, true) where summary.failed > 0: outcome.result = .tested(summary)
      case (false, _): outcome.result = .broken
      }
      if run.status != 0 { outcome.log = PackageTestOutcome.tail(of: output) }
      report(outcome)
    }
  }
}
