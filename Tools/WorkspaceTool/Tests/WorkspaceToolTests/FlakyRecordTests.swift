import Foundation
import Testing

@testable import WorkspaceTool

/// What tells a flaky test: the results read from each runner's output, the runs recorded per
/// commit in the timings file, the flaky list, `mf test --repeat`'s report and exit code.
@Suite("Flaky tests: results, records and reports")
struct FlakyRecordTests {
  private static let day = 86_400.0
  private static let now = Date(timeIntervalSince1970: 1_795_900_000)

  private static func run(
    _ commit: String, daysAgo: Double, _ results: [String: TestTally]
  ) -> TestRunRecord {
    TestRunRecord(commit: commit, at: now.addingTimeInterval(-daysAgo * day), results: results)
  }

  @Test func xUnitAndTheEventStreamNameATestAlike() {
    #expect(
      TestName.fromXUnit(className: "CartTests.Outer.Inner", name: "addMerges()")
        == "CartTests/Outer/Inner/addMerges")
    #expect(
      TestName.fromEventStream(id: "CartTests.Outer/Inner/addMerges()/Cart.swift:4:3")
        == "CartTests/Outer/Inner/addMerges")
    #expect(
      TestName.fromXUnit(className: "CartTests", name: "fakeCart(_:)") == "CartTests/fakeCart")
    #expect(
      TestName.fromEventStream(id: "CartTests.fakeCart(_:)/F.swift:9:2") == "CartTests/fakeCart")
    var results = XUnitResults()
    results.add(xml: TestRunTests.swiftTestingXML)
    #expect(
      results.tests == [
        "ATests/ASuite/fails": TestTally(passed: 0, failed: 1),
        "ATests/ASuite/works": TestTally(passed: 1, failed: 0),
        "ATests/free": TestTally(passed: 1, failed: 0),
        "BTests/BSuite/works": TestTally(passed: 1, failed: 0),
      ])
  }

  /// Two repetitions as Swift Testing streams them: `flips` fails the first, and a known issue
  /// (`withKnownIssue`) fails nothing.
  @Test func theEventStreamCountsEveryRepetition() {
    func event(_ kind: String, _ id: String, known: Bool? = nil) -> String {
      let issue = known.map { #","issue":{"isKnown":\#($0)}"# } ?? ""
      return
        #"{"kind":"event","payload":{"kind":"\#(kind)","testID":"\#(id)"\#(issue)},"version":0}"#
    }
    let flips = #"T.S\/flips()\/T.swift:6:4"#
    let known = #"T.known()\/T.swift:9:2"#
    let stream = [
      #"{"kind":"test","payload":{"id":"T.S","kind":"suite","name":"S"},"version":0}"#,
      #"{"kind":"test","payload":{"id":"\#(flips)","kind":"function","name":"flips()"},"version":0}"#,
      #"{"kind":"test","payload":{"id":"\#(known)","kind":"function","name":"known()"},"version":0}"#,
      event("testStarted", flips), event("issueRecorded", flips, known: false),
      event("testEnded", flips), event("testStarted", known),
      event("issueRecorded", known, known: true), event("testEnded", known),
      event("testEnded", "T.S"), event("testStarted", flips), event("testEnded", flips),
      event("testStarted", known), event("testEnded", known), "not json",
    ].joined(separator: "\n")
    #expect(
      TestEventStream.tallies(in: stream) == [
        "T/S/flips": TestTally(passed: 1, failed: 1), "T/known": TestTally(passed: 2, failed: 0),
      ])
  }

  @Test func repeatExitsOneForAFailureEveryRunThreeForFlakyOnesZeroOtherwise() {
    let steady = TestTally(passed: 20, failed: 0)
    let flaky = TestTally(passed: 17, failed: 3)
    let broken = TestTally(passed: 0, failed: 20)
    #expect(RepeatReport(tests: ["A/a": steady], quarantined: []).exitCode == 0)
    let shaky = RepeatReport(tests: ["A/a": steady, "A/b": flaky], quarantined: [])
    #expect(shaky.exitCode == 3)
    #expect(shaky.lines == ["Flaky (passed and failed):", "  A/b: 17 of 20 passed"])
    #expect(shaky.summary == "2 tests: 1 flaky, 0 failed every run, 0 quarantined failed")
    #expect(RepeatReport(tests: ["A/b": flaky, "A/c": broken], quarantined: []).exitCode == 1)
    let excused = RepeatReport(tests: ["A/a": steady, "A/c": broken], quarantined: ["A/c"])
    #expect(excused.exitCode == 0)
    #expect(excused.lines == ["Quarantined, failing nothing:", "  A/c: 0 of 20 passed"])
  }

  @Test func flakyMeansPassedAndFailedOnOneCommitWithAFailureInTheLast14Days() {
    let runs = [
      Self.run("old", daysAgo: 20, ["A/stale": TestTally(passed: 1, failed: 1)]),
      Self.run("c1", daysAgo: 5, ["A/fixed": TestTally(passed: 0, failed: 1)]),
      Self.run("c2", daysAgo: 4, ["A/fixed": TestTally(passed: 1, failed: 0)]),
      Self.run("c1", daysAgo: 3, ["A/one": TestTally(passed: 47, failed: 3)]),
      Self.run("c2", daysAgo: 2, ["A/two": TestTally(passed: 0, failed: 1)]),
      Self.run("c2", daysAgo: 1, ["A/two": TestTally(passed: 2, failed: 0)]),
    ]
    let flaky = FlakyTests(runs: runs, now: Self.now)
    #expect(flaky.entries.map(\.test) == ["A/two", "A/one"], "newest first; stale and fixed out")
    #expect(flaky.entries.last?.line == "A/one: 47 of 50 passed on c1 (2026-11-25)")
    #expect(flaky.entries.first?.line == "A/two: 2 of 3 passed on c2 (2026-11-27)")
  }

  @Test func theRunsAreKeptInTheTimingsFileAndMergeWithCat() throws {
    let fixture = try FixtureWorkspace()
    let url = TestTimings.url(root: fixture.root)
    let shard = Self.run("c1", daysAgo: 1, ["A/a": TestTally(passed: 1, failed: 0)])
    let old = Self.run("c0", daysAgo: 31, ["A/a": TestTally(passed: 0, failed: 1)])
    var timings = TestTimings()
    timings.runs = [old]
    try fixture.write(TestTimings.path, try timings.fileText())
    TestTimings.update(
      root: fixture.root, with: [], packages: [], at: Self.now, run: shard, warn: { _ in })
    let one = try TestTimings.read(from: url)
    #expect(one.runs == [shard], "a run older than 30 days is dropped")

    // Another machine's file, holding the same run and one of its own, put after it.
    let other = Self.run("c1", daysAgo: 0.5, ["A/a": TestTally(passed: 0, failed: 1)])
    timings.runs = [shard, other]
    try fixture.write(
      TestTimings.path, (fixture.read(TestTimings.path) ?? "") + (try timings.fileText()))
    let merged = try TestTimings.read(from: url)
    #expect(merged.runs == [shard, other], "each run once, oldest first")
    #expect(FlakyTests(runs: merged.runs, now: Self.now).entries.map(\.test) == ["A/a"])
  }

  @Test func runsOnDifferentUncommittedCodeNeverCountAsOneCommits() throws {
    let fixture = try FixtureWorkspace()
    try fixture.write("Sources/A.swift", "let a = 1\n")
    #expect(CommitKey.current(root: fixture.root, runner: ProcessRunner()) == "unknown")
    try fixture.commitEverything()
    let head = try fixture.git(["rev-parse", "HEAD"]).trimmingCharacters(in: .newlines)
    #expect(CommitKey.current(root: fixture.root, runner: ProcessRunner()) == head)
    try fixture.write("Sources/A.swift", "let a = 2\n")
    let one = CommitKey.current(root: fixture.root, runner: ProcessRunner())
    try fixture.write("Sources/A.swift", "let a = 3\n")
    let other = CommitKey.current(root: fixture.root, runner: ProcessRunner())
    #expect(one.hasPrefix(head + "+") && other.hasPrefix(head + "+") && one != other)
  }

  @Test func aCommitWithUncommittedChangesIsShownWithTheStartOfTheirHash() {
    #expect(CommitKey.short("5af405b1c2d3e4f5") == "5af405b1c2")
    #expect(CommitKey.short("5af405b1c2d3e4f5+3f9a1c7d8e") == "5af405b1c2+3f9a1c")
  }

  @Test func aQuarantinedTestIsReadyToComeOutAfter50PassesInARow() {
    let failing = Self.run("c", daysAgo: 3, ["A/a": TestTally(passed: 30, failed: 1)])
    let passing = Self.run("c", daysAgo: 2, ["A/a": TestTally(passed: 49, failed: 0)])
    let status = QuarantineStatus(of: "A/a", in: [failing, passing])
    #expect(!status.isReady)
    #expect(status.summary == "passed 49 of the 50 runs in a row it needs, last failed 2026-11-25")
    let more = Self.run("c", daysAgo: 1, ["A/a": TestTally(passed: 1, failed: 0)])
    #expect(
      QuarantineStatus(of: "A/a", in: [failing, passing, more]).summary
        == "passed its last 50 runs: ready to come out (mf quarantine remove)")
  }

  @Test func aQuarantinedFailureFailsNeitherItsPackageNorTheRun() {
    var outcome = PackageTestOutcome(
      package: WorkspacePackage(folder: "Features/Cart", layer: .features, targets: []),
      result: .tested(TestSummary(passed: 4, failed: 1)), seconds: 1.5,
      log: ["addMerges(): Expectation failed"],
      tests: ["CartTests/addMerges": TestTally(passed: 0, failed: 1)])
    #expect(!outcome.succeeded)
    #expect(outcome.excusing([]) == outcome)
    outcome = outcome.excusing(["CartTests/addMerges"])
    #expect(outcome.succeeded)
    #expect(
      outcome.lines == [
        "Cart: 4 tests passed, 1 quarantined test failed: CartTests/addMerges (1.5 s)"
      ])
  }
}
