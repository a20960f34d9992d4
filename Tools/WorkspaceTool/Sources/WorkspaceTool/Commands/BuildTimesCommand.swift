import CommandLineKit
import Foundation

/// `mf build-times`: builds the workspace and says where the time went, module by module, from
/// the compiler's and the build system's own timing.
enum BuildTimesCommand {
  static let clean = Flag("clean", summary: "remove the scratch folder first: compile everything")
  static let tests = Flag(
    "tests", summary: "build the test targets too (swift build --build-tests)")
  static let json = Flag("json", summary: "print JSON, for tooling")
  static let buildSystem = Option<BuildSystem>(
    "build-system", default: .native, summary: "native or swiftbuild (swift build --build-system)")

  static let declaration = Command<ToolAction>(
    "build-times", summary: "build, and show each module's compile seconds, links and chain",
    discussion: """
      Runs swift build in a scratch folder of its own, .build-times/<build system>
      (never the .build you work with; --clean removes that folder only, first), and
      prints each module's compile seconds as the compiler timed itself
      (-stats-output-dir): CPU seconds, slowest first, with the module's package, its
      share of the compiler's time, its wall seconds, type-checking and macro
      expansion; then each link, as the linker timed itself (gold's --stats, under
      the native build system on Linux; otherwise the build database's figure, from
      the moment the link was queued, marked <=); then the longest chain of
      compiles and links that waited on each other, which no number of cores can
      overlap. Without --clean the build is incremental: only
      what it recompiles is shown. --tests builds the test targets too, as the first
      swift test does. Both build systems; under swiftbuild a module may start once
      the modules it imports are emitted, so the chain (made of whole compiles) is
      an upper bound there.

      Figures taken while other builds run grow in wall seconds, not in CPU seconds.
      """,
    parameters: [clean, tests, json, buildSystem],
    action: { call, context in try run(call, context) })

  private static func run(_ call: Invocation, _ context: CommandContext) throws -> Int32 {
    let workspace = try context.loadWorkspace()
    // swift build stops its compilers on SIGINT, as on Ctrl-C; SIGKILL would leave them running.
    let children = ChildProcesses(stopSignal: SIGINT)
    var runner = context.runner
    runner.children = children
    let run = BuildTimesRun(
      root: workspace.root, buildSystem: call[buildSystem], clean: call[clean],
      tests: call[tests], runner: runner)
    let scratchPath = BuildTimesRun.parentPath + "/" + call[buildSystem].rawValue
    context.errorOutput.write(
      "Building \(call[tests] ? "the workspace and its tests" : "the workspace") in "
        + "\(scratchPath)\(call[clean] ? ", from nothing" : "")…\n")
    let watch = InterruptionWatch(children: children)
    let outcome: BuildTimesRun.Outcome
    do {
      outcome = try run.run()
      watch.finish()
    } catch {
      // Interrupted: the build was stopped; the process now ends by the signal.
      watch.finish()
      throw error
    }
    let report = BuildTimesReport(
      setting: .init(
        buildSystem: call[buildSystem], clean: call[clean], tests: call[tests],
        scratchPath: scratchPath, cores: ProcessInfo.processInfo.activeProcessorCount),
      outcome: outcome,
      times: BuildTimes(jobs: outcome.jobs, links: outcome.links, graph: workspace.graph))
    if call[json] {
      context.output.write(try report.json())
    } else {
      for line in report.lines { context.print(line) }
    }
    return 0
  }
}

extension BuildSystem: CommandLineValue {}
