import CoreTesting
import Foundation
import Testing

@testable import WorkspaceTool

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `mf api-check` interrupted: killed with SIGKILL after each of its steps, and stopped with
/// SIGTERM midway. The next mf command removes what it left: no run folder and no file in the
/// workspace is left, and `git status` is as before. The `mf` binary runs a few dozen times, so
/// this runs with the slow tests:
/// `SLOW_TESTS=1 swift test --filter ApiCheckKillSlowTests`.
@Suite(
  "mf api-check interrupted (slow)",
  .slow, .serialized)
struct ApiCheckKillSlowTests {
  /// A committed workspace whose working tree removes a function of the interface.
  private func changedWorkspace() throws -> ApiCheckFixture {
    let fixture = try ApiCheckFixture(
      interface: "public func price() -> Int { 1 }\npublic func name() -> String { \"\" }\n")
    try fixture.workspace.write(ApiCheckFixture.source, "public func name() -> String { \"\" }\n")
    return fixture
  }

  @Test func killedAfterAnyStepTheNextCommandRemovesWhatItLeft() throws {
    let fixture = try changedWorkspace()
    let tree = fixture.workspace.snapshot()
    let status = try fixture.workspace.gitStatus()
    var kills = 0
    for step in 1... {
      let exit = try MFProcess.run(
        ["api-check", "--base", "HEAD"], in: fixture.workspace.root, killAfterStep: step)
      if exit != 128 + SIGKILL {
        #expect(exit == 1, "after \(step) steps the run ends with the break")
        break
      }
      kills += 1
      #expect(!(try fixture.leftovers()).isEmpty, "step \(step) left its folder")
      let next = fixture.workspace.mf(["lint"])
      #expect(
        next.errors.contains("mf: removed what an interrupted `mf api-check` left: "),
        "step \(step): \(next.errors)")
      #expect(try fixture.leftovers() == [], "step \(step)")
      #expect(fixture.workspace.snapshot() == tree, "step \(step)")
      #expect(try fixture.workspace.gitStatus() == status, "step \(step)")
      #expect(try runFolderContents(fixture) == [], "step \(step)")
    }
    // The folder, the base's files, four modules and four dumps: each step was interrupted once.
    #expect(kills >= 8, "\(kills) kills")
  }

  @Test func stoppedMidwayTheNextCommandRemovesWhatItLeft() throws {
    let fixture = try changedWorkspace()
    let tree = fixture.workspace.snapshot()
    let process = try MFProcess.start(["api-check", "--base", "HEAD"], in: fixture.workspace.root)
    let modules = ApiCheckRunFolder.parent(of: fixture.workspace.root)
    var started = false
    for _ in 0..<600 where process.isRunning {
      let runs = (try? FileManager.default.contentsOfDirectory(atPath: modules.path)) ?? []
      if let run = runs.first(where: { $0.hasPrefix(ApiCheckRunFolder.namePrefix) }),
        fixture.workspace.exists("\(ApiCheckRunFolder.parentPath)/\(run)/base/Package.swift")
      {
        started = true
        break
      }
      usleep(10_000)
    }
    try #require(started, "the run checked out its base")
    process.terminate()
    process.waitUntilExit()
    #expect(process.terminationStatus != 0)
    // Whether it ended by the signal or failed when its compiler did, nothing is left once the
    // next command has run.
    #expect(fixture.workspace.mf(["lint"]).status == 0)
    #expect(try fixture.leftovers() == [])
    #expect(fixture.workspace.snapshot() == tree)
    #expect(try runFolderContents(fixture) == [])
  }

  /// What `.build/mf-api-check` holds besides the compiler's module cache, kept between runs.
  private func runFolderContents(_ fixture: ApiCheckFixture) throws -> [String] {
    let parent = ApiCheckRunFolder.parent(of: fixture.workspace.root)
    return ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [])
      .filter { $0 != "ModuleCache" }.sorted()
  }
}
