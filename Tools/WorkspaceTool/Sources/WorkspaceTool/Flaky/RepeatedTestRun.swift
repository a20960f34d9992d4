import Foundation

/// Builds a package's tests once, then runs the chosen test targets `count` times, with the
/// repetition Swift Testing's runner has (`--repetitions`, which SwiftPM 6.3's `swift test` does
/// not pass on): one process per test binary, its runs read back from the event stream. Where no
/// test binary is found (another platform's layout), `swift test --skip-build` runs `count`
/// times instead, each run read from its xUnit file.
struct RepeatedTestRun: Sendable {
  /// The package built and tested: the workspace root, a slice, or one package's folder.
  var folder: URL
  var runner: ProcessRunner
  var buildSystem: BuildSystem
  /// Passed to every `swift build` and `swift test`, such as `--build-system swiftbuild`.
  var arguments: [String] = []

  /// What the runs left: each test's passes and failures, or why there are none.
  struct Outcome: Sendable, Equatable {
    var tests: [String: TestTally] = [:]
    /// The build's or a test process's last lines, when one failed without results.
    var problem: [String]?
  }

  func run(testTargets: [String], count: Int) throws -> Outcome {
    let build = try runner.run("swift", ["build", "--build-tests"] + arguments, in: folder)
    guard build.status == 0 else {
      return Outcome(
        problem: ["swift build --build-tests failed:"]
          + PackageTestOutcome.tail(of: build.output + "\n" + build.errorOutput))
    }
    let path = try runner.run("swift", ["build", "--show-bin-path"] + arguments, in: folder)
    let binaries = TestBinaries(
      folder: URL(fileURLWithPath: path.output.trimmingCharacters(in: .whitespacesAndNewlines)),
      buildSystem: buildSystem, testTargets: testTargets)
    guard !binaries.runs.isEmpty else { return try loop(testTargets: testTargets, count: count) }
    var outcome = Outcome()
    for binary in binaries.runs {
      let events = FileManager.default.temporaryDirectory
        .appendingPathComponent("mf-events-\(UUID().uuidString).jsonl")
      defer { try? FileManager.default.removeItem(at: events) }
      let run = try runner.run(
        binary.executable.path,
        [
          "--testing-library", "swift-testing", "--repetitions", String(count),
          "--event-stream-output-path", events.path, "--event-stream-version", "0",
        ] + binary.filters.flatMap { ["--filter", $0] }, in: folder)
      let text = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
      let tallies = TestEventStream.tallies(in: text)
      outcome.tests.add(tallies)
      if run.status != 0, !tallies.values.contains(where: { $0.failed > 0 }) {
        outcome.problem =
          ["\(binary.executable.lastPathComponent) ended with status \(run.status):"]
          + PackageTestOutcome.tail(of: run.output + "\n" + run.errorOutput)
      }
    }
    return outcome
  }

  /// `swift test --skip-build` `count` times, for a layout mf does not know.
  private func loop(testTargets: [String], count: Int) throws -> Outcome {
    var outcome = Outcome()
    for _ in 0..<count {
      let results = FileManager.default.temporaryDirectory
        .appendingPathComponent("mf-test-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: results) }
      let run = try runner.run(
        "swift",
        ["test", "--skip-build", "--xunit-output", results.path + "/results.xml"] + arguments
          + testTargets.flatMap { ["--filter", "^\($0)\\."] }, in: folder)
      let xUnit = XUnitResults(folder: results)
      outcome.tests.add(xUnit.tests)
      if run.status != 0, xUnit.total.failed == 0 {
        outcome.problem = PackageTestOutcome.tail(of: run.output + "\n" + run.errorOutput)
        break
      }
    }
    return outcome
  }
}
