import CommandLineKit
import Foundation

/// `mf affected`: the packages a change can break, why each one is selected, and batches of
/// them for a CI fan-out.
enum AffectedCommand {
  static let base = Option<String?>(
    "base", valueName: "git-rev",
    summary: "the revision to compare with (default: HEAD)")
  static let all = Flag("all", summary: "every package, whatever changed")
  static let why = Flag(
    "why", summary: "say why: the changed file or the dependency path")
  static let json = Flag("json", summary: "print JSON, for a CI matrix")
  static let batches = Option<Int?>(
    "batches", valueName: "count", parser: batchCount,
    summary: "deal the packages into at most <count> batches, for CI jobs")

  private static let batchCount: ValueParser<Int> = Int.commandLineParser.map { count in
    guard (1...PackageBatches.maximumCount).contains(count) else {
      throw InvalidValue(
        "give 1 to \(PackageBatches.maximumCount): a GitHub Actions matrix runs at most "
          + "\(PackageBatches.maximumCount) jobs")
    }
    return count
  }

  static let declaration = Command<ToolAction>(
    "affected", summary: "list the packages a change can break, with their dependents",
    discussion: """
      Lists the packages whose files changed since the base revision (committed,
      staged, unstaged and untracked changes), and every package that uses them
      along target dependencies: a change in a Testing target selects the packages
      whose tests and examples use it. The root Package.swift selects every package;
      a file outside every package (README, docs) selects none. In CI, compare with
      the merge base: --base "$(git merge-base origin/main HEAD)".

      --json prints [{"name": ..., "path": ...}]. --batches N deals the packages
      into at most N batches of about equal time, by the times mf test recorded in
      .build/mf-test-timings.json (by count when there are none): one line per
      batch, or with --json [{"batch": 1, "names": [...], "seconds": ...}].
      """,
    parameters: [base, all, why, json, batches],
    action: { call, context in try run(call, context) })

  private static func run(_ call: Invocation, _ context: CommandContext) throws -> Int32 {
    if call[all], call[base] != nil {
      throw call.usageError("--all takes every package; it does not go with --base")
    }
    let workspace = try context.loadWorkspace()
    let selection: [SelectedPackage]
    if call[all] {
      selection = workspace.graph.packages.map { SelectedPackage(package: $0, reason: .all) }
    } else {
      let files = try ChangedFiles.since(
        call[base] ?? "HEAD", root: workspace.root, runner: context.runner)
      selection = AffectedPackages(graph: workspace.graph).selection(forChangedFiles: files)
    }
    var report = AffectedReport(selection: selection, includesReasons: call[why])
    if let count = call[batches] {
      do {
        report.timings = try TestTimings.read(from: TestTimings.url(root: workspace.root))
      } catch {
        context.errorOutput.write(
          "mf: warning: ignoring \(TestTimings.path): \(error.reason); the batches are dealt "
            + "by count\n")
      }
      context.output.write(
        call[json] ? try report.batchesJSON(count: count) : report.batchesText(count: count))
    } else {
      context.output.write(call[json] ? try report.json() : report.text())
    }
    return 0
  }
}
