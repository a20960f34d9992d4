import Foundation
import Testing

@testable import WorkspaceTool

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `mf build-times` building a workspace of four targets for real, under both build systems:
/// clean, incremental, after an edit, and stopped midway. Each build takes half a minute or more
/// on 2 cores, so this runs with the slow tests: `SLOW_TESTS=1 swift test --filter BuildTimesSlowTests`.
@Suite(
  "mf build-times end to end (slow)",
  .slow, .serialized)
struct BuildTimesSlowTests {
  /// Alpha, Beta on Alpha, the executable `tiny` and BetaTests on Beta; and a `.build` of the
  /// developer's, which no run may touch.
  private func workspace() throws -> FixtureWorkspace {
    let workspace = try FixtureWorkspace()
    try workspace.write(
      "Package.swift",
      """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "Workspace",
        targets: [
          .target(name: "Alpha", path: "Foundation/Alpha/Sources/Alpha"),
          .target(name: "Beta", dependencies: ["Alpha"], path: "Foundation/Beta/Sources/Beta"),
          .executableTarget(name: "tiny", dependencies: ["Beta"], path: "Apps/Tiny/Sources/tiny"),
          .testTarget(
            name: "BetaTests", dependencies: ["Beta"], path: "Foundation/Beta/Tests/BetaTests"),
        ],
        swiftLanguageModes: [.v6]
      )

      """)
    try workspace.write(
      "Foundation/Alpha/Sources/Alpha/Alpha.swift", "public func alpha() -> Int { 1 }\n")
    try workspace.write(
      "Foundation/Beta/Sources/Beta/Beta.swift",
      "import Alpha\n\npublic func beta() -> Int { alpha() + 1 }\n")
    try workspace.write("Apps/Tiny/Sources/tiny/main.swift", "import Beta\n\nprint(beta())\n")
    try workspace.write(
      "Foundation/Beta/Tests/BetaTests/BetaTests.swift",
      "import Beta\nimport Testing\n\n@Test func betaIsTwo() { #expect(beta() == 2) }\n")
    try workspace.write(".build/keep", "the developer's build folder\n")
    return workspace
  }

  private func report(_ output: String) throws -> [String: Any] {
    try #require(
      JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], "\(output)")
  }

  private func names(_ list: Any?) -> [String] {
    (list as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
  }

  @Test func nativeBuildsAreTimedCleanAndIncrementallyInTheirOwnFolder() throws {
    let workspace = try workspace()
    let tree = workspace.snapshot()
    let clean = workspace.mf(["build-times", "--clean", "--tests", "--json"])
    #expect(clean.status == 0, "\(clean.errors)")
    let first = try report(clean.output)
    #expect(Set(names(first["targets"])).isSuperset(of: ["Alpha", "Beta", "BetaTests", "tiny"]))
    let targets = first["targets"] as? [[String: Any]] ?? []
    #expect(
      targets.first { $0["name"] as? String == "Beta" }?["package"] as? String == "Foundation/Beta")
    let cpu = targets.compactMap { $0["cpuSeconds"] as? Double }
    #expect(cpu == cpu.sorted(by: >), "slowest first")
    #expect(cpu.allSatisfy { $0 >= 0 } && cpu.reduce(0, +) > 0)
    #expect(names(first["links"]).contains("tiny"))
    let steps = (first["chain"] as? [String: Any])?["steps"] as? [[String: Any]] ?? []
    #expect(steps.first?["name"] as? String == "Alpha")
    #expect(steps.last?["kind"] as? String == "link")
    #expect(workspace.read(".build/keep") == "the developer's build folder\n")
    #expect(workspace.snapshot() == tree)

    let again = workspace.mf(["build-times", "--tests"])
    #expect(again.status == 0, "\(again.errors)")
    #expect(again.output.contains("Nothing was compiled"), "\(again.output)")

    try workspace.write(
      "Foundation/Beta/Sources/Beta/Beta.swift",
      "import Alpha\n\npublic func beta() -> Int { alpha() + 2 - 1 }\n")
    let edited = workspace.mf(["build-times", "--json"])
    #expect(edited.status == 0, "\(edited.errors)")
    let after = names(try report(edited.output)["targets"])
    #expect(after.contains("Beta"))
    #expect(!after.contains("Alpha"), "Alpha did not change")
  }

  @Test func swiftbuildBuildsAreTimedWithTheirTestRunners() throws {
    let workspace = try workspace()
    let run = workspace.mf(["build-times", "--clean", "--tests", "--build-system", "swiftbuild"])
    #expect(run.status == 0, "\(run.errors)")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(
      lines.first?.contains("swiftbuild build system, clean, in .build-times/swiftbuild") == true)
    #expect(lines.contains { $0.hasPrefix("BetaTests_test_runner ") && $0.contains("(SwiftPM") })
    #expect(lines.contains { $0.hasPrefix("BetaTests-test-runner ") })
    #expect(lines.contains { $0.contains("link BetaTests-test-runner") })
    #expect(workspace.exists(".build-times/swiftbuild"))
    #expect(!workspace.exists(".build-times/native"))
    #expect(workspace.read(".build/keep") == "the developer's build folder\n")
  }

  @Test func aBuildThatFailsSaysWhy() throws {
    let workspace = try workspace()
    try workspace.write(
      "Foundation/Alpha/Sources/Alpha/Alpha.swift", "public func alpha() -> Int {\n")
    let run = workspace.mf(["build-times"])
    #expect(run.status == 1)
    #expect(run.errors.contains("mf: error: the build failed"), "\(run.errors)")
    #expect(run.errors.contains("Alpha.swift"), "\(run.errors)")
  }

  @Test func stoppedMidwayItStopsTheBuildAndEndsByTheSignal() throws {
    let workspace = try workspace()
    let process = try MFProcess.start(["build-times", "--clean", "--tests"], in: workspace.root)
    var compiling = false
    for _ in 0..<1200 where process.isRunning {
      // A compiler of the build is running: its command line names the scratch folder.
      if try processes(naming: workspace.root.path + "/.build-times/native").contains(where: {
        $0.contains("swift-frontend")
      }) {
        compiling = true
        break
      }
      usleep(50_000)
    }
    try #require(compiling, "the build's compilers started")
    process.terminate()
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGTERM)
    // Whatever swift build had started ends with it: nothing runs on the workspace afterwards.
    var running: [String] = []
    for _ in 0..<100 {
      running = try processes(naming: workspace.root.path)
      if running.isEmpty { break }
      usleep(100_000)
    }
    #expect(running.isEmpty, "\(running)")
    #expect(workspace.read(".build/keep") == "the developer's build folder\n")
  }

  /// The command lines of the running processes that name `text`.
  private func processes(naming text: String) throws -> [String] {
    let result = try ProcessRunner().run(
      "ps", ["-A", "-o", "pid=,args="], in: FileManager.default.temporaryDirectory)
    return result.output.split(separator: "\n").map(String.init).filter {
      $0.contains(text) && !$0.contains(" ps ")
    }
  }
}
