import Foundation
import Testing

@testable import WorkspaceTool

/// `mf build-times` reading the timing of a real build of a four-target workspace, captured from
/// this toolchain under both build systems (see `Tests/BuildTimesFixtures/README.md`).
@Suite("mf build-times: reading the compiler's and the build system's timing")
struct BuildTimesTests {
  private static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("BuildTimesFixtures")

  /// The fixture workspace's graph: Alpha, Beta on Alpha, `tiny` and BetaTests on Beta.
  private func graph() throws -> WorkspaceGraph {
    try FixtureWorkspace().workspace([
      Fixture.target("Alpha", at: "Foundation/Alpha/Sources/Alpha"),
      Fixture.target("Beta", at: "Foundation/Beta/Sources/Beta", ["Alpha"]),
      Fixture.target("tiny", at: "Apps/Tiny/Sources/tiny", ["Beta"], type: "executable"),
      Fixture.target("BetaTests", at: "Foundation/Beta/Tests/BetaTests", ["Beta"], type: "test"),
    ]).graph
  }

  private func jobs(_ buildSystem: BuildSystem) throws -> [FrontendJob] {
    try FrontendJob.all(
      in: Self.fixtures.appendingPathComponent("\(buildSystem.rawValue)/compiler-stats"))
  }

  private func nativeLinks() throws -> [LinkStep] {
    try BuildDatabase.tasksOfLastBuild(
      at: Self.fixtures.appendingPathComponent("native/build.db")
    ).compactMap { LinkStep($0, architecture: "x86_64") }
  }

  private func swiftbuildLinks() throws -> [LinkStep] {
    let text = try String(
      contentsOf: Self.fixtures.appendingPathComponent("swiftbuild/tasks.txt"), encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: "|")
      guard fields.count == 3, let start = Double(fields[1]), let end = Double(fields[2]) else {
        return nil
      }
      let task = BuildDatabase.Task(key: String(fields[0]), start: start, end: end)
      return LinkStep(task, architecture: "x86_64")
    }
  }

  @Test func eachFrontendJobIsReadAsTheCompilerTimedIt() throws {
    let jobs = try jobs(.native)
    #expect(jobs.count == 13)
    #expect(jobs.map(\.start) == jobs.map(\.start).sorted())
    let name =
      "stats-1795518918542912-swift-frontend-BetaTests-BetaTests.swift-x86_64_unknown_linux_gnu"
      + "-o-Onone-910750960.json"
    let job = try FrontendJob(
      fileName: name,
      contents: Data(
        contentsOf: Self.fixtures.appendingPathComponent("native/compiler-stats/" + name)))
    #expect(job.module == "BetaTests")
    #expect(job.output == "o")
    #expect(job.start == 1_795_518_918.542912)
    #expect(abs(job.wall - 2.4534711837768555) < 1e-9)
    #expect(abs(job.cpu - 0.199321) < 1e-9)
    #expect(abs(job.typeChecking - 0.074934) < 1e-9)
    #expect(abs(job.macroExpansion - 0.047453) < 1e-6)
    let emitModule = try #require(jobs.first { $0.module == "BetaTests" && $0.output != "o" })
    #expect(emitModule.output == "swiftmodule")
  }

  @Test(arguments: [
    ("notes.json", "{}", "is not a compiler statistics file"),
    ("stats-12-swift-frontend-A.json", "not json", "could not read the compiler statistics"),
    ("stats-12-swift-frontend-A.json", #"{"AST.NumSourceLines": 2}"#, "has no frontend timer"),
  ])
  func whatIsNotAFrontendsStatsIsRefusedByName(file: String, text: String, message: String) {
    #expect {
      try FrontendJob(fileName: file, contents: Data(text.utf8))
    } throws: { error in
      (error as? ToolError)?.message.contains(message) == true
        && (error as? ToolError)?.message.contains(file) == true
    }
  }

  @Test func theNativeBuildDatabaseGivesEachLinkOfTheLastBuild() throws {
    let links = try nativeLinks()
    #expect(links.map(\.name) == ["tiny", "WorkspacePackageTests"])
    #expect(links.map(\.kind) == [.executable, .testBundle])
    #expect(abs(links[0].seconds - 0.492972551) < 1e-6)
    #expect(abs(links[1].seconds - 0.430116058) < 1e-6)
  }

  @Test func swiftbuildsLinksAreReadFromItsTasks() throws {
    let links = try swiftbuildLinks()
    #expect(
      links.map(\.name) == [
        "Alpha.o", "Beta.o", "tiny", "tiny-8E3DA8A48-testable.o", "BetaTests.so",
        "BetaTests-test-runner",
      ])
    #expect(
      links.map(\.kind) == [.object, .object, .executable, .object, .testLibrary, .testLibrary])
  }

  @Test func aDatabaseThatIsNotOneIsAClearError() throws {
    let folder = try FixtureWorkspace()
    try folder.write("build.db", "not a database")
    #expect {
      try BuildDatabase.tasksOfLastBuild(at: folder.root.appendingPathComponent("build.db"))
    } throws: { error in
      (error as? ToolError)?.message.contains("could not read the build database") == true
    }
  }

  @Test func modulesComeSlowestFirstWithTheirPackageAndShare() throws {
    let times = BuildTimes(jobs: try jobs(.native), links: try nativeLinks(), graph: try graph())
    #expect(
      times.targets.map(\.name) == [
        "WorkspacePackageDiscoveredTests", "Alpha", "WorkspacePackageTests", "BetaTests", "tiny",
        "Beta",
      ])
    #expect(
      times.targets.map(\.package) == [
        nil, "Foundation/Alpha", nil, "Foundation/Beta", "Apps/Tiny", "Foundation/Beta",
      ])
    #expect(times.targets.map(\.jobs) == [3, 2, 2, 2, 2, 2])
    #expect(abs(times.targets.reduce(0) { $0 + $1.share } - 1) < 1e-9)
    let alpha = try #require(times.targets.first { $0.name == "Alpha" })
    #expect(abs(alpha.cpu - 2.8007) < 1e-4)
    #expect(abs(alpha.share - 0.3109) < 1e-4)
    #expect(abs(alpha.wall - 6.062) < 1e-3)
    #expect(abs(times.compileCPU - 9.0087) < 1e-3)
  }

  @Test func theNativeChainRunsFromTheFirstModuleToTheTestBundle() throws {
    let times = BuildTimes(jobs: try jobs(.native), links: try nativeLinks(), graph: try graph())
    #expect(
      times.chain.steps.map { "\($0.step.kind.rawValue) \($0.step.name)" } == [
        "compile Alpha", "compile Beta", "compile BetaTests",
        "compile WorkspacePackageDiscoveredTests", "compile WorkspacePackageTests",
        "link WorkspacePackageTests",
      ])
    #expect(abs(times.chain.seconds - (6.062 + 0.099 + 2.5003 + 8.9379 + 8.0058 + 0.4301)) < 1e-3)
  }

  @Test func theSwiftbuildChainEndsWithTheTestTargetsRunner() throws {
    let times = BuildTimes(
      jobs: try jobs(.swiftbuild), links: try swiftbuildLinks(), graph: try graph())
    #expect(times.targets.first?.name == "BetaTests_test_runner")
    #expect(times.targets.first?.package == nil)
    #expect(
      times.chain.steps.map { "\($0.step.kind.rawValue) \($0.step.name)" } == [
        "compile Alpha", "compile Beta", "compile BetaTests", "compile BetaTests_test_runner",
        "link BetaTests-test-runner",
      ])
  }

  @Test func theChainIsTheLongestPathThroughStepsThatRan() {
    func compile(_ name: String) -> BuildChain.Step { .init(kind: .compile, name: name) }
    let needs: [String: [String]] = [
      "App": ["Feature", "Slow"], "Feature": ["Core"], "Slow": ["Core"], "Core": ["Built"],
    ]
    let chain = BuildChain(
      seconds: [compile("Core"): 2, compile("Feature"): 1, compile("Slow"): 5, compile("App"): 1],
      needs: { step in (needs[step.name] ?? []).map(compile) })
    #expect(chain.steps.map(\.step.name) == ["Core", "Slow", "App"])
    #expect(chain.seconds == 8)
    let tie = BuildChain(
      seconds: [compile("B"): 1, compile("A"): 1, compile("C"): 1],
      needs: { step in step.name == "C" ? [compile("B"), compile("A")] : [] })
    #expect(tie.steps.map(\.step.name) == ["A", "C"])
    #expect(BuildChain(seconds: [:], needs: { _ in [] }).steps.isEmpty)
  }

  @Test func theReportNamesTheSlowestModuleTheLinksAndTheChain() throws {
    let times = BuildTimes(jobs: try jobs(.native), links: try nativeLinks(), graph: try graph())
    let report = BuildTimesReport(
      setting: .init(
        buildSystem: .native, clean: true, tests: true, scratchPath: ".build-times/native",
        cores: 2),
      outcome: .init(
        jobs: try jobs(.native), links: try nativeLinks(), wall: 29.1, cpu: 10.7,
        load: (8.2, 7.1)),
      times: times)
    let lines = report.lines
    #expect(
      lines.first
        == "Built the workspace and its tests in 29.1 s (10.7 s of CPU time, load average 8.2 "
        + "to 7.1; native build system, clean, in .build-times/native).")
    #expect(lines.contains { $0.hasPrefix("WorkspacePackageDiscoveredTests ") })
    let alpha = try #require(lines.first { $0.hasPrefix("Alpha ") })
    #expect(alpha.contains("Foundation/Alpha"))
    #expect(alpha.contains("2.8") && alpha.contains("31.1%"))
    #expect(lines.contains { $0.hasPrefix("tiny ") && $0.contains("executable") })
    #expect(lines.contains { $0.contains("link WorkspacePackageTests") })
    // The chain's first step, Alpha's compile, shows its wall and its CPU seconds.
    let firstStep = try #require(lines.first { $0.hasPrefix("  compile Alpha ") })
    #expect(firstStep.split(separator: " ").suffix(2) == ["6.1", "2.8"], "\(firstStep)")

    let json = try JSONSerialization.jsonObject(with: Data(try report.json().utf8))
    let object = try #require(json as? [String: Any])
    let targets = try #require(object["targets"] as? [[String: Any]])
    #expect(targets.first?["name"] as? String == "WorkspacePackageDiscoveredTests")
    #expect(targets.first?["package"] == nil)
    #expect(
      targets.map { $0["cpuSeconds"] as? Double }
        == times.targets.map { ($0.cpu * 100).rounded() / 100 })
    let chain = try #require(object["chain"] as? [String: Any])
    let steps = try #require(chain["steps"] as? [[String: Any]])
    #expect(steps.last?["kind"] as? String == "link")
    #expect(steps.first?["cpuSeconds"] as? Double == 2.8)
  }

  @Test func anUpToDateBuildSaysSo() throws {
    let report = BuildTimesReport(
      setting: .init(
        buildSystem: .swiftbuild, clean: false, tests: false,
        scratchPath: ".build-times/swiftbuild", cores: 2),
      outcome: .init(jobs: [], links: [], wall: 1.2, cpu: 0.9, load: (nil, nil)),
      times: BuildTimes(jobs: [], links: [], graph: try graph()))
    #expect(
      report.lines == [
        "Built the workspace in 1.2 s (0.9 s of CPU time; swiftbuild build system, incremental, "
          + "in .build-times/swiftbuild).",
        "Nothing was compiled: the build in .build-times/swiftbuild was up to date. --clean "
          + "compiles everything.",
      ])
  }

  @Test func anUnknownBuildSystemIsAUsageError() {
    let workspace = try? FixtureWorkspace()
    let run = workspace?.mf(["build-times", "--build-system", "xcode"])
    #expect(run?.status == 2)
    #expect(run?.errors.contains("native") == true, "\(run?.errors ?? "")")
  }
}
