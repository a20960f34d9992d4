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
  static let packages = Argument<[String]>(
    "package", summary: "by name (Core) or folder (Foundation/Core); default: all")

  static let declaration = Command<ToolAction>(
    "test", summary: "test chosen or affected packages, the faster way",
    discussion: """
      Picks the faster way for the selection and says which and why: in the root graph
      (one swift build --build-tests, then swift test --skip-build --filter) for a
      large selection, package by package (swift test --package-path) for a small
      one, counting what a first build compiles where a package's own .build, or the
      root's test products, do not exist yet. --root-graph and --isolated choose. A
      tool with a manifest of its own is always tested through it.

      Prints one line per package and a summary; exits 1 if any package fails.
      Records each package's seconds in .build/mf-test-timings.json, by which mf
      affected --batches deals batches of equal time.
      """,
    parameters: [affected, base, rootGraph, isolated, packages],
    action: { call, context in try run(call, context) })

  private static func run(_ call: Invocation, _ context: CommandContext) throws -> Int32 {
    if call[base] != nil, !call[affected] {
      throw call.usageError("--base needs --affected")
    }
    if call[rootGraph], call[isolated] {
      throw call.usageError("--root-graph and --isolated each choose the way; give one")
    }
    let workspace = try context.loadWorkspace()
    let chosen = try selection(call, in: workspace, runner: context.runner)
    guard !chosen.isEmpty else {
      context.print("No packages to test: the selection is empty.")
      return 0
    }
    let forced: TestMode? = call[rootGraph] ? .rootGraph : call[isolated] ? .isolated : nil
    let plan = TestPlan(
      selected: chosen.count, of: workspace.graph.packages.count, forced: forced,
      builds: forced == nil
        ? BuildState.inspect(chosen, in: workspace.graph, root: workspace.root) : .warm)
    context.print(plan.explanation)
    let start = Date()
    var outcomes: [PackageTestOutcome] = []
    var rootGraphTestSeconds: Double?
    func report(_ outcome: PackageTestOutcome) {
      outcomes.append(outcome)
      for line in outcome.lines { context.print(line) }
    }
    switch plan.mode {
    case .isolated:
      try IsolatedTestRun(root: workspace.root, runner: context.runner).run(chosen, report: report)
    case .rootGraph:
      // A package outside the root graph, such as mf, is tested through its own manifest.
      let outside = chosen.filter(\.hasOwnManifest)
      try IsolatedTestRun(root: workspace.root, runner: context.runner).run(
        outside, report: report)
      let inGraph = chosen.filter { !$0.hasOwnManifest }
      guard !inGraph.isEmpty else { break }
      let outsideSeconds = Date().timeIntervalSince(start)
      let run = RootGraphTestRun(root: workspace.root, runner: context.runner)
      var buildSeconds = 0.0
      let results = try run.run(inGraph) { build in
        buildSeconds = build.seconds
        let time = String(format: "%.1f s", build.seconds)
        guard build.succeeded else {
          context.print(
            "The root graph does not build (swift build --build-tests, \(time)); --isolated "
              + "tests each package through its own manifest:")
          for line in build.log { context.print("    " + line) }
          return
        }
        context.print("Built the root graph in \(time) (swift build --build-tests).")
      }
      for outcome in results { report(outcome) }
      rootGraphTestSeconds = Date().timeIntervalSince(start) - outsideSeconds - buildSeconds
    }
    TestTimings.update(
      root: workspace.root, with: outcomes, rootGraphTestSeconds: rootGraphTestSeconds,
      packages: Set(workspace.graph.packages.map(\.name)), at: Date(),
      warn: { context.errorOutput.write($0 + "\n") })
    let failed = outcomes.filter { !$0.succeeded }.map(\.package.name)
    let total = String(format: "%.1f s", Date().timeIntervalSince(start))
    let passedTests = outcomes.reduce(0) { $0 + $1.passedTests }
    context.print(
      "\(outcomes.count) package(s), \(outcomes.count - failed.count) passed, "
        + "\(failed.count) failed, \(passedTests) tests passed in \(total)"
        + (failed.isEmpty ? "." : ": \(failed.joined(separator: ", ")) failed."))
    return failed.isEmpty ? 0 : 1
  }

  /// The packages to test, in graph order: the affected ones (among the named ones, if any),
  /// the named ones, or all.
  private static func selection(
    _ call: Invocation, in workspace: Workspace, runner: ProcessRunner
  ) throws -> [WorkspacePackage] {
    let graph = workspace.graph
    var named: [WorkspacePackage] = []
    for name in call[packages] {
      guard let package = graph.package(named: name) else {
        throw ToolError.usage(
          "no package named \(name.quoted)",
          hint: "the packages are " + graph.packages.map(\.name).joined(separator: ", "))
      }
      if !named.contains(package) { named.append(package) }
    }
    guard call[affected] else {
      return named.isEmpty ? graph.packages : graph.packages.filter(named.contains)
    }
    let files = try ChangedFiles.since(call[base] ?? "HEAD", root: workspace.root, runner: runner)
    let reached = AffectedPackages(graph: graph).packages(forChangedFiles: files)
    return named.isEmpty ? reached : reached.filter(named.contains)
  }
}
