import CoreTesting
import Foundation
import Testing

@testable import WorkspaceTool

/// A planted flaky test, end to end: `CoreTests/alternates` fails every other run (a counter in
/// a file outlives the test process), in a small workspace built for real under both build
/// systems. `mf test --repeat` names it with its pass count and exits 3, `--flaky` lists it on
/// the commit, quarantine keeps its failures from failing `mf test` and `mf quarantine check`,
/// `mf quarantine list` counts its passes, and `mf lint` holds old entries to account. It builds
/// several times (a few minutes on 2 cores): `SLOW_TESTS=1 swift test --filter SlowTests`.
@Suite("Flaky tests found, shaken out and quarantined, end to end (slow)", .slow)
struct FlakyTestSlowTests {
  /// The fixture workspace with a steady test and one that fails every other run, committed.
  private static func workspaceWithFlakyTest() throws -> FixtureWorkspace {
    let fixture = try Fixture.makeEvaluableWorkspace()
    let counter = fixture.root.appendingPathComponent(".build/alternates-count").path
    try fixture.write(
      "Foundation/Core/Tests/CoreTests/CoreTests.swift",
      """
      import Core
      import CoreTesting
      import Foundation
      import Testing

      @Test func steady() { _ = CoreValue.self }

      @Test func alternates() throws {
        let url = URL(fileURLWithPath: "\(counter)")
        let count = (try? String(contentsOf: url, encoding: .utf8)).flatMap { Int($0) } ?? 0
        try String(count + 1).write(to: url, atomically: true, encoding: .utf8)
        #expect(count % 2 == 1, "fails every other run")
      }

      """)
    #expect(fixture.mf(["sync"]).status == 0)
    try fixture.commitEverything()
    try FileManager.default.createDirectory(
      at: fixture.root.appendingPathComponent(".build"), withIntermediateDirectories: true)
    return fixture
  }

  @Test func eachCommandFindsQuarantinesAndReportsThePlantedFlakyTest() throws {
    let fixture = try Self.workspaceWithFlakyTest()
    let commit = String(try fixture.git(["rev-parse", "HEAD"]).prefix(10))

    // --repeat under each build system, in the root graph and in the package's own build: 10
    // of 20 runs pass, and the steady test is not listed.
    for (system, way) in [("native", ["--root-graph"]), ("swiftbuild", ["--isolated"])] {
      let run = fixture.mf(["test", "--repeat", "20", "--build-system", system] + way + ["Core"])
      #expect(run.status == 3, "only a flaky test failed: \(run.output)\(run.errors)")
      #expect(
        run.output.contains("Flaky (passed and failed):\n  CoreTests/alternates: 10 of 20 passed\n")
      )
      #expect(!run.output.contains("CoreTests/steady:"), "\(run.output)")
      #expect(run.output.contains("2 tests: 1 flaky, 0 failed every run"), "\(run.output)")
    }

    // The runs are recorded for the commit, so --flaky lists the test with its counts.
    let flaky = fixture.mf(["test", "--flaky"])
    #expect(flaky.status == 0)
    #expect(
      flaky.output.contains("  CoreTests/alternates: 20 of 40 passed on \(commit) ("),
      "\(flaky.output)")

    // An unknown name is refused with the closest one; nothing is written.
    let typo = fixture.mf(["quarantine", "add", "CoreTests/alternate", "--reason", "flaky"])
    #expect(typo.status == 1)
    #expect(typo.errors.contains("did you mean \"CoreTests/alternates\"?"), "\(typo.errors)")
    #expect(!fixture.exists(Quarantine.path))

    let added = fixture.mf(
      ["quarantine", "add", "CoreTests/alternates", "--reason", "fails every other run"])
    #expect(added.status == 0, "\(added.errors)")
    #expect(fixture.read(Quarantine.path)?.contains("\"fails every other run\"") == true)

    // Quarantined, it still runs: one run of two fails it, reported apart, and neither fails.
    var lines: [String] = []
    for _ in 0..<2 {
      let run = fixture.mf(["test", "--root-graph", "Core"])
      #expect(run.status == 0, "\(run.output)\(run.errors)")
      lines += run.output.split(separator: "\n").map(String.init)
    }
    #expect(
      lines.contains {
        $0.hasPrefix("Core: 1 tests passed, 1 quarantined test failed: CoreTests/alternates (")
      }, "\(lines)")
    let list = fixture.mf(["quarantine", "list"])
    #expect(list.status == 0)
    #expect(list.output.contains("CoreTests/alternates: since \(Quarantine.day(Date())) (0 days)"))
    #expect(list.output.contains("passed 1 of the 50 runs in a row it needs"), "\(list.output)")

    // A swift test run of its own, as .ci/run makes: failed, but only by the quarantined test.
    let results = fixture.root.appendingPathComponent(".build/ci-results")
    try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
    let plain = try ProcessRunner().run(
      "swift", ["test", "--xunit-output", results.path + "/results.xml"], in: fixture.root)
    let check = fixture.mf(["quarantine", "check", results.path, "--status", "\(plain.status)"])
    #expect(check.status == 0, "\(plain.status) \(check.output)")

    // Old entries: a warning past 14 days, an error past 30.
    let text = fixture.read(Quarantine.path) ?? ""
    for (days, status, severity) in [(20, Int32(0), "warning"), (40, 1, "error")] {
      let day = Quarantine.day(Date().addingTimeInterval(Double(-days) * 86_400))
      try fixture.write(
        Quarantine.path,
        text.replacing(#/"added" : "[0-9-]+"/#, with: "\"added\" : \"\(day)\""))
      let lint = fixture.mf(["lint"])
      #expect(lint.status == status, "\(lint.output)")
      #expect(
        lint.output.contains(
          "quarantine.json:7: \(severity): CoreTests/alternates has been quarantined for \(days) days"
        ),
        "\(lint.output)")
    }
    try fixture.write(Quarantine.path, text)

    // Out of quarantine, its failure fails mf test again.
    #expect(fixture.mf(["quarantine", "remove", "CoreTests/alternates"]).status == 0)
    let statuses = (0..<2).map { _ in fixture.mf(["test", "--root-graph", "Core"]).status }
    #expect(statuses.sorted() == [0, 1])
  }
}
