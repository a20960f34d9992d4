import CommandLineKitTesting
import Foundation
import Testing

@testable import WorkspaceTool

/// The timings file `mf test` writes, and the batches `mf affected --batches` deals by it.
@Suite("Test timings and batches by time")
struct TestTimingsTests {
  private static func package(_ folder: String) -> WorkspacePackage {
    WorkspacePackage(folder: folder, layer: .features, targets: [])
  }

  private static func outcome(
    _ name: String, _ result: PackageTestOutcome.Result, seconds: Double, testsOnly: Bool = false
  ) -> PackageTestOutcome {
    PackageTestOutcome(
      package: package("Features/\(name)"), result: result, seconds: seconds,
      timesTestsOnly: testsOnly)
  }

  private static let passed = PackageTestOutcome.Result.tested(TestSummary(passed: 3, failed: 0))

  @Test func mfTestRecordsEachPackagesTimeAndKeepsTheOthers() throws {
    let fixture = try FixtureWorkspace()
    let url = TestTimings.url(root: fixture.root)
    var warnings: [String] = []
    let first = Date(timeIntervalSince1970: 1_795_000_000)
    TestTimings.update(
      root: fixture.root,
      with: [
        Self.outcome("Catalog", Self.passed, seconds: 2.345),
        Self.outcome("Cart", .built, seconds: 0, testsOnly: true),
        Self.outcome("Orders", .broken, seconds: 9),
      ], packages: ["Catalog", "Cart", "Orders", "Shop"], at: first, warn: { warnings.append($0) })
    #expect(warnings.isEmpty)
    let written = try #require(fixture.read(TestTimings.path))
    #expect(
      written
        == #"{"format":1,"packages":{"Cart":{"recorded":"2026-11-18T11:06:40Z","seconds":0,"#
        + #""way":"root graph"},"Catalog":{"recorded":"2026-11-18T11:06:40Z","seconds":2.3,"#
        + #""way":"package by package"}}}"# + "\n")

    // A later run replaces the records of what it tested, keeps the others, and forgets a
    // package the workspace no longer has.
    TestTimings.update(
      root: fixture.root, with: [Self.outcome("Catalog", Self.passed, seconds: 4)],
      packages: ["Catalog", "Orders"], at: first.addingTimeInterval(60),
      warn: { warnings.append($0) })
    let timings = try TestTimings.read(from: url)
    #expect(timings.records.keys.sorted() == ["Catalog"])
    #expect(timings.records["Catalog"]?.seconds == 4)
    #expect(timings.records["Catalog"]?.recorded == "2026-11-18T11:07:40Z")
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: fixture.root.appendingPathComponent(".build").path)
    #expect(leftovers == ["mf-test-timings.json"], "no temporary file is left behind")

    // Files of several runs, concatenated, are one timings file: each package keeps its
    // newest record, and mf test writes them as one line again.
    let earlier =
      #"{"format":1,"packages":{"Catalog":{"recorded":"2026-11-18T11:00:00Z","#
      + #""seconds":9,"way":"root graph"},"Orders":{"recorded":"2026-11-18T11:00:00Z","#
      + #""seconds":5,"way":"root graph"}}}"#
    try fixture.write(TestTimings.path, earlier + "\n" + (fixture.read(TestTimings.path) ?? ""))
    let merged = try TestTimings.read(from: url)
    #expect(merged.records.mapValues(\.seconds) == ["Catalog": 4, "Orders": 5])
    TestTimings.update(
      root: fixture.root, with: [], packages: ["Catalog", "Orders"], at: first,
      warn: { warnings.append($0) })
    #expect(fixture.read(TestTimings.path)?.split(separator: "\n").count == 1)
    #expect(try TestTimings.read(from: url) == merged)
  }

  @Test func inTheRootGraphEachPackageGetsItsShareOfTheTestRunsWallTime() {
    // Tests that run side by side in one process add up to far more than the run took: 400 s
    // of tests' own times in a run of 20 s.
    let outcomes = [
      Self.outcome("Tool", Self.passed, seconds: 300, testsOnly: true),
      Self.outcome("Kit", Self.passed, seconds: 100, testsOnly: true),
      Self.outcome("Interface", .built, seconds: 0, testsOnly: true),
    ].sharing(wall: 20)
    #expect(outcomes.map(\.seconds) == [15, 5, 0])
    #expect(outcomes[0].lines == ["Tool: 3 tests passed (15.0 s of tests)"])
    var timings = TestTimings()
    timings.record(outcomes, at: Date())
    #expect(timings.records.mapValues(\.seconds) == ["Tool": 15, "Kit": 5, "Interface": 0])
    #expect(timings.records.values.allSatisfy { $0.way == "root graph" })
  }

  @Test func aFileMfCannotReadIsNamedWithItsFault() throws {
    let fixture = try FixtureWorkspace()
    let url = TestTimings.url(root: fixture.root)
    let record = "{\"format\": 1, \"packages\": {}}\n"
    let cases = [
      (
        record + "{\"format\": 1, \"packages\": {\"Cart\": ",
        "line 2 is not a timings record in JSON"
      ),
      ("[1, 2]", "line 1 is not a timings record in JSON"),
      ("{\"format\": 1}", "line 1 is not a timings record in JSON"),
      (
        "{\"format\": 1, \"packages\": {\"Cart\": {\"seconds\": \"fast\"}}}",
        "line 1 is not a timings record in JSON"
      ),
      (
        "{\"format\": 1, \"packages\": {\"Cart\": {\"seconds\": -3, \"recorded\": \"\", \"way\": \"\"}}}",
        "the time of Cart is not a number of seconds"
      ),
      ("{\"format\": 2, \"packages\": {}}", "it has format 2, and this mf reads format 1"),
    ]
    for (text, reason) in cases {
      try fixture.write(TestTimings.path, text)
      #expect(throws: TestTimings.Unreadable(reason: reason)) { try TestTimings.read(from: url) }
    }
    try FileManager.default.removeItem(at: url)
    #expect(try TestTimings.read(from: url) == TestTimings())
  }

  @Test func mfTestReplacesAnUnreadableFile() throws {
    let fixture = try FixtureWorkspace()
    var warnings: [String] = []
    try fixture.write(TestTimings.path, "\u{0}\u{1}garbage")
    TestTimings.update(
      root: fixture.root, with: [Self.outcome("Cart", Self.passed, seconds: 1)],
      packages: ["Cart"], at: Date(), warn: { warnings.append($0) })
    #expect(
      warnings == [
        "mf: warning: replacing .build/mf-test-timings.json, which mf cannot read: line 1 is not "
          + "a timings record in JSON"
      ])
    #expect(try TestTimings.read(from: TestTimings.url(root: fixture.root)).records.count == 1)

  }

  @Test func aPackageWithoutARecordCountsAsTheMedian() {
    let timings = TestTimings(records: [
      "A": .init(seconds: 10, recorded: "", way: ""), "B": .init(seconds: 2, recorded: "", way: ""),
      "C": .init(seconds: 4, recorded: "", way: ""), "D": .init(seconds: 30, recorded: "", way: ""),
    ])
    #expect(timings.expectedSeconds(of: ["A", "New", "C"]) == [10, 7, 4])
    #expect(timings.expectedSeconds(of: ["B", "C", "A", "New"]) == [2, 4, 10, 4])
    #expect(timings.expectedSeconds(of: ["New", "Other"]) == nil)
  }

  // MARK: - Batches

  @Test func batchesDealtByTimeEndWithinAQuarterOfTheMean() throws {
    // Seeded, so a failing round can be replayed.
    var random = SeededRandomNumberGenerator(seed: 21)
    var evenable = 0
    for round in 0..<200 {
      let count = 2 + round % 15
      let packages = (0..<(count * 3 + round % 20)).map { Self.package("Features/P\($0)") }
      // A layer of fast packages and a layer of slow ones, as interfaces and features are.
      let seconds = packages.indices.map {
        $0 % 2 == 0
          ? Double.random(in: 0.5...3, using: &random) : Double.random(in: 5...20, using: &random)
      }
      let dealt = PackageBatches(packages, count: count, seconds: seconds)
      #expect(Set(dealt.batches.flatMap { $0 }.map(\.folder)) == Set(packages.map(\.folder)))
      #expect(dealt.batches.allSatisfy { !$0.isEmpty })
      let totals = try #require(dealt.seconds)
      let mean = seconds.reduce(0, +) / Double(dealt.batches.count)
      // A package longer than a quarter over the mean makes any dealing miss the bound.
      guard let longestPackage = seconds.max(), longestPackage <= 1.25 * mean else { continue }
      evenable += 1
      let longest = totals.max() ?? 0
      #expect(longest <= 1.25 * mean, "round \(round): \(totals) around a mean of \(mean)")
    }
    #expect(evenable >= 100, "only \(evenable) of 200 rounds could be evened out")
  }

  @Test func aPackageLongerThanTheRestIsABatchOfItsOwnAndTheOthersShareTheRest() {
    let packages = ["Shop", "Core", "Catalog", "Cart", "Orders", "A", "B", "C"].map {
      Self.package("Features/\($0)")
    }
    let dealt = PackageBatches(packages, count: 3, seconds: [50, 10, 10, 10, 10, 10, 5, 5])
    #expect(
      dealt.batches.map { $0.map(\.name) } == [
        ["Shop"], ["Core", "Cart", "A"], ["Catalog", "Orders", "B", "C"],
      ])
    #expect(dealt.seconds == [50, 30, 30])
  }

  @Test func withoutTimesTheBatchesAreDealtLikeCards() {
    let packages = (0..<7).map { Self.package("Features/P\($0)") }
    let byCount = PackageBatches(packages, count: 3)
    #expect(
      byCount.batches.map { $0.map(\.name) } == [["P0", "P3", "P6"], ["P1", "P4"], ["P2", "P5"]])
    #expect(byCount.seconds == nil)
    let equal = PackageBatches(packages, count: 3, seconds: Array(repeating: 0, count: 7))
    #expect(equal.batches == byCount.batches)
  }
}

/// `mf affected --batches` reading the timings file `mf test` left, on a real workspace.
@Suite("Batches by recorded time, end to end")
struct BatchesByTimeEndToEndTests {
  @Test func theBatchesFollowTheRecordedTimesAndSayTheirSeconds() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    try fixture.write(
      TestTimings.path,
      #"{"format": 1, "packages": {"Core": {"seconds": 30, "recorded": "2026-11-24T10:00:00Z", "#
        + #""way": "root graph"}, "Catalog": {"seconds": 20, "recorded": "2026-11-24T10:00:00Z", "#
        + #""way": "root graph"}}}"# + "\n"
        + #"{"format": 1, "packages": {"CatalogInterface": {"seconds": 12, "#
        + #""recorded": "2026-11-24T10:00:00Z", "way": "root graph"}}}"#)
    let text = fixture.mf(["affected", "--all", "--batches", "2"])
    #expect(text.status == 0, "\(text.errors)")
    #expect(text.errors == "")
    #expect(text.output == "Core\nCatalogInterface Catalog\n")
    let json = fixture.mf(["affected", "--all", "--json", "--batches", "2"])
    #expect(
      json.output
        == #"[{"batch":1,"names":["Core"],"packages":[{"name":"Core","path":"Foundation/Core"}],"#
        + #""seconds":30},{"batch":2,"names":["CatalogInterface","Catalog"],"packages":["#
        + #"{"name":"CatalogInterface","path":"Interfaces/CatalogInterface"},"#
        + #"{"name":"Catalog","path":"Features/Catalog"}],"seconds":32}]"# + "\n")

    // An unreadable file is set aside with a warning, and the packages are dealt by count.
    try fixture.write(TestTimings.path, "not json")
    let corrupt = fixture.mf(["affected", "--all", "--batches", "2"])
    #expect(corrupt.status == 0)
    #expect(corrupt.output == "Core Catalog\nCatalogInterface\n")
    #expect(
      corrupt.errors
        == "mf: warning: ignoring .build/mf-test-timings.json: line 1 is not a timings record in JSON"
        + "; the batches are dealt by count\n")
  }
}
