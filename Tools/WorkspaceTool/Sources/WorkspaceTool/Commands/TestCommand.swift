import CommandLineKit
import Foundation

/// `mf test`: tests the chosen or affected packages the faster way, in the root graph or
/// package by package, with one line per package and a summary.
enum TestCommand {
  static let affected = Flag(
    "affected", summary: "only the packages a change can reach, as mf affected lists")
  static let base = Option<String?>(
    "base", valueName: "git-rev",
    summary: "with --affected, the base revision (default: HEAD)")
  static let rootGraph = Flag(
    "root-graph", summary: "in the root graph: one build, then the selected tests")
  static let isolated = Flag(
    "isolated",
    summary: "package by package, each through its own manifest")
  static let slice = Flag(
    "slice", summary: "in a slice of the workspace that holds them (.build/mf-slice)")
  static let buildSystem = Option<BuildSystem?>(
    "build-system", valueName: "name",
    summary: "native or swiftbuild, passed to swift (default: the toolchain's)")
  /// Where `mf test` writes the slice it tests in, from the workspace root.
  static let sliceFolder = ".build/mf-slice"
  static let packages = Argument<[String]>(
    "package", summary: "by name (Core) or folder (Foundation/Core); default: all")
  static let repetitions = Option<Int?>(
    "repeat", valueName: "n",
    summary: "run the selected tests n times and list those that passed and failed")
  static let flaky = Flag(
    "flaky", summary: "list the tests that passed and failed on one commit; runs nothing")

  static let declaration = Command<ToolAction>(
    "test", summary: "test chosen or affected packages, the faster way",
    discussion: """
      Picks the faster way for the selection and says which and why: in the root graph
      (one swift build --build-tests, then swift test --skip-build --filter) for a
      large selection, package by package (swift test --package-path) for a small
      one, counting what a first build compiles where a package's own .build, or the
      root's test products, do not exist yet. Where planning the root graph costs more
      than building a slice of it (a large workspace, above all under swiftbuild), in
      a slice that holds the selection and what it uses (as mf focus writes, in
      .build/mf-slice). --root-graph, --isolated and --slice choose; --build-system is
      passed to swift and weighs in the choice. A tool with a manifest of its own is
      always tested through it.

      Prints one line per package and a summary; exits 1 if any package fails. A
      failure of a test in quarantine.json (mf quarantine) is reported apart and
      fails nothing. Records each package's seconds, and each test's result for the
      commit, in .build/mf-test-timings.json: mf affected --batches deals batches of
      equal time by the first, mf test --flaky reads the second.

      --repeat n builds once, then runs the selected tests n times (Swift Testing's
      --repetitions in each test binary) and lists the tests that both passed and
      failed with their pass counts; exits 1 when a test failed every run, 3 when
      only flaky tests failed, 0 when all passed.

      --flaky lists the tests that passed and failed on the same commit in the
      recorded runs (merge CI's records with cat), newest first, with the commits
      and counts; a test with no failure in the last 14 days is left out.
      """,
    parameters: [
      affected, base, rootGraph, isolated, slice, buildSystem, repetitions, flaky, packages,
    ],
    action: { call, context in try run(call, context) })

  private static func run(_ call: Invocation, _ context: CommandContext) throws -> Int32 {
    if call[base] != nil, !call[affected] {
      throw call.usageError("--base needs --affected")
    }
    if [call[rootGraph], call[isolated], call[slice]].filter({ $0 }).count > 1 {
      throw call.usageError("--root-graph, --isolated and --slice each choose the way; give one")
    }
    if let count = call[repetitions], count < 1 {
      throw call.usageError("--repeat needs a number of runs of 1 or more, not \(count)")
    }
    if call[flaky] {
      guard call[repetitions] == nil, !call[affected], call[packages].isEmpty else {
        throw call.usageError("--flaky reads the recorded runs and takes no selection")
      }
      return try FlakyListing.run(context)
    }
    let workspace = try context.loadWorkspace()
    let quarantined = try Quarantine.read(root: workspace.root).tests
    let chosen = try selection(call, in: workspace, runner: context.runner)
    guard !chosen.isEmpty else {
      context.print("No packages to test: the selection is empty.")
      return 0
    }
    let forced: TestMode? =
      call[rootGraph] ? .rootGraph : call[isolated] ? .isolated : call[slice] ? .slice : nil
    let inGraph = chosen.filter { !$0.hasOwnManifest }
    let sliceFolder = workspace.root.appendingPathComponent(sliceFolder)
    let workspaceSlice = try WorkspaceSlice(inGraph, in: workspace.graph, dependents: false)
    // The toolchain's default is asked only when it weighs in the choice.
    let system =
      call[buildSystem]
      ?? (forced == nil
        ? BuildSystem.toolchainDefault(runner: context.runner, in: workspace.root) : .native)
    let plan = TestPlan(
      selected: chosen.count, of: workspace.graph.packages.count, forced: forced,
      builds: forced == nil
        ? BuildState.inspect(
          chosen, in: workspace.graph, root: workspace.root, buildSystem: system) : .warm,
      buildSystem: system,
      rootTargets: workspace.graph.packages.filter { !$0.hasOwnManifest }.flatMap(\.targets).count,
      slice: inGraph.isEmpty
        ? nil : BuildState.cost(of: workspaceSlice, in: sliceFolder, buildSystem: system))
    let swiftArguments = call[buildSystem]?.arguments ?? []
    context.print(plan.explanation)
    if let count = call[repetitions] {
      return try RepeatedTest(
        workspace: workspace, context: context, buildSystem: system, arguments: swiftArguments,
        quarantined: quarantined
      ).run(
        chosen, mode: plan.mode, slice: workspaceSlice, in: sliceFolder, count: count)
    }
    let start = Date()
    var outcomes: [PackageTestOutcome] = []
    func report(_ outcome: PackageTestOutcome) {
      let outcome = outcome.excusing(quarantined)
      outcomes.append(outcome)
      for line in outcome.lines { context.print(line) }
    }
    switch plan.mode {
    case .isolated:
      try IsolatedTestRun(root: workspace.root, runner: context.runner, arguments: swiftArguments)
        .run(chosen, report: report)
    case .rootGraph, .slice:
      // A package outside the root graph, such as mf, is tested through its own manifest.
      let outside = chosen.filter(\.hasOwnManifest)
      try IsolatedTestRun(root: workspace.root, runner: context.runner, arguments: swiftArguments)
        .run(outside, report: report)
      guard !inGraph.isEmpty else { break }
      let inSlice = plan.mode == .slice
      if inSlice {
        try writeSlice(workspaceSlice, of: inGraph, in: workspace, into: sliceFolder)
      }
      let run = RootGraphTestRun(
        root: inSlice ? sliceFolder : workspace.root, runner: context.runner,
        arguments: swiftArguments, sharedBuild: inSlice ? "slice" : "root graph")
      let results = try run.run(inGraph) { build in
        let time = String(format: "%.1f s", build.seconds)
        guard build.succeeded else {
          context.print(
            (inSlice ? "The slice \(Self.sliceFolder)" : "The root graph")
              + " does not build (swift build --build-tests, \(time)); --isolated tests each "
              + "package through its own manifest:")
          for line in build.log { context.print("    " + line) }
          return
        }
        context.print(
          "Built \(inSlice ? "the slice \(Self.sliceFolder)" : "the root graph") in \(time) "
            + "(swift build --build-tests).")
      }
      for outcome in results { report(outcome) }
    }
    TestTimings.update(
      root: workspace.root, with: outcomes, packages: Set(workspace.graph.packages.map(\.name)),
      at: Date(),
      run: TestRunRecord(
        commit: CommitKey.current(root: workspace.root, runner: context.runner), at: Date(),
        results: TestRunRecord.results(of: outcomes)),
      warn: { context.errorOutput.write($0 + "\n") })
    let failed = outcomes.filter { !$0.succeeded }.map(\.package.name)
    let total = String(format: "%.1f s", Date().timeIntervalSince(start))
    let passedTests = outcomes.reduce(0) { $0 + $1.passedTests }
    let excused = outcomes.reduce(0) { $0 + $1.quarantinedFailures.count }
    context.print(
      "\(outcomes.count) package(s), \(outcomes.count - failed.count) passed, "
        + "\(failed.count) failed, \(passedTests) tests passed in \(total)"
        + (failed.isEmpty ? "" : ": \(failed.joined(separator: ", ")) failed")
        + (excused == 0 ? "." : "; \(excused) quarantined test(s) failed, which fails nothing."))
    return failed.isEmpty ? 0 : 1
  }

  /// Writes the slice that holds `packages` into `folder`, with the command that tests it.
  static func writeSlice(
    _ slice: WorkspaceSlice, of packages: [WorkspacePackage], in workspace: Workspace,
    into folder: URL
  ) throws {
    let command = "Tools/mf test --slice " + packages.map(\.name).joined(separator: " ")
    try SliceWriter(root: workspace.root).write(
      slice,
      manifest: SliceManifestRenderer(graph: workspace.graph).render(slice, command: command),
      into: folder)
  }

  /// The packages to test, in graph order: the affected ones (among the named ones, if any),
  /// the named ones, or all.
  private static func selection(
    _ call: Invocation, in workspace: Workspace, runner: ProcessRunner
  ) throws -> [WorkspacePackage] {
    let graph = workspace.graph
    let named = try PackageChoice.packages(named: call[packages], in: graph)
    guard call[affected] else {
      return named.isEmpty ? graph.packages : named
    }
    let files = try ChangedFiles.since(call[base] ?? "HEAD", root: workspace.root, runner: runner)
    let reached = AffectedPackages(graph: graph).packages(forChangedFiles: files)
    return named.isEmpty ? reached : reached.filter(named.contains)
  }
}

extension BuildSystem: CommandLineValue {}
