import Foundation

/// `mf test --repeat n`: the selection's tests built once the way ``TestPlan`` chose and run n
/// times, each test's passes and failures recorded, then the flaky tests and those that failed
/// every run. Exits 1 when a test outside quarantine failed every run (or a build failed), 3
/// when only flaky ones failed, 0 when all passed; quarantined tests are reported apart.
struct RepeatedTest {
  var workspace: Workspace
  var context: CommandContext
  var buildSystem: BuildSystem
  var arguments: [String]
  var quarantined: Set<String>

  func run(
    _ packages: [WorkspacePackage], mode: TestMode, slice: WorkspaceSlice, in sliceFolder: URL,
    count: Int
  ) throws -> Int32 {
    let start = Date()
    let inGraph = packages.filter { !$0.hasOwnManifest }
    // What builds together: each package alone, or the packages in the graph in one build.
    var units: [(name: String, folder: URL, packages: [WorkspacePackage])] = []
    let alone = mode == .isolated ? packages : packages.filter(\.hasOwnManifest)
    for package in alone {
      units.append((package.name, workspace.root.appendingPathComponent(package.folder), [package]))
    }
    if mode != .isolated, !inGraph.isEmpty {
      if mode == .slice {
        try TestCommand.writeSlice(slice, of: inGraph, in: workspace, into: sliceFolder)
      }
      units.append(
        (
          mode == .slice ? "the slice" : "the root graph",
          mode == .slice ? sliceFolder : workspace.root, inGraph
        ))
    }
    var tests: [String: TestTally] = [:]
    var broken = false
    for unit in units {
      let targets = unit.packages.flatMap(\.targets).filter { $0.kind == .test }.map(\.name)
      guard !targets.isEmpty else { continue }
      let outcome = try RepeatedTestRun(
        folder: unit.folder, runner: context.runner, buildSystem: buildSystem,
        arguments: arguments
      ).run(testTargets: targets, count: count)
      tests.add(outcome.tests)
      context.print(
        "\(unit.name): \(outcome.tests.count) tests, \(count) runs each (\(buildSystem.rawValue))")
      if let problem = outcome.problem {
        broken = true
        for line in problem { context.print("    " + line) }
      }
    }
    TestTimings.update(
      root: workspace.root, with: [], packages: Set(workspace.graph.packages.map(\.name)),
      at: Date(),
      run: TestRunRecord(
        commit: CommitKey.current(root: workspace.root, runner: context.runner), at: Date(),
        results: tests),
      warn: { context.errorOutput.write($0 + "\n") })
    let report = RepeatReport(tests: tests, quarantined: quarantined)
    for line in report.lines { context.print(line) }
    context.print(
      report.summary + String(format: " in %.1f s.", Date().timeIntervalSince(start)))
    return broken ? 1 : report.exitCode
  }
}
