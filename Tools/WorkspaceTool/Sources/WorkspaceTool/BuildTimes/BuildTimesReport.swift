import Foundation

/// What `mf build-times` prints: the build as a whole, each module's compile slowest first,
/// the links, and the chain; as text for a reader or JSON for tooling.
struct BuildTimesReport {
  /// How the build was run.
  struct Setting {
    var buildSystem: BuildSystem
    var clean: Bool
    var tests: Bool
    /// The scratch folder, from the workspace root.
    var scratchPath: String
    var cores: Int
  }

  /// How many links the text lists, slowest first: swiftbuild links every target's objects
  /// into one, so a workspace can have dozens of links of a few hundredths of a second.
  static let linksShown = 12

  var setting: Setting
  var outcome: BuildTimesRun.Outcome
  var times: BuildTimes

  /// The lines of the text report.
  var lines: [String] {
    var lines = [summary]
    guard !times.targets.isEmpty || !times.links.isEmpty else {
      lines.append(
        "Nothing was compiled: the build in \(setting.scratchPath) was up to date. "
          + "--clean compiles everything.")
      return lines
    }
    lines.append(
      "The compiler took \(seconds(times.compileCPU)) of CPU time in \(times.targets.count) "
        + "module(s); the \(times.links.count) link(s) \(seconds(times.linkSeconds)) of wall time.")
    lines.append("")
    lines += targetTable
    lines.append(
      "CPU s: the compiler's user and system seconds over the module's jobs. Type-check and "
        + "Macros are parts of them, and overlap: expanding #expect and other expression "
        + "macros includes type-checking what they expand to.")
    if !times.links.isEmpty {
      lines.append("")
      lines += linkTable
    }
    lines.append("")
    lines += chainLines
    return lines
  }

  private var summary: String {
    let what = setting.tests ? "the workspace and its tests" : "the workspace"
    let load = [outcome.load.start, outcome.load.end].compactMap { $0 }
      .map { String(format: "%.1f", $0) }.joined(separator: " to ")
    return "Built \(what) in \(seconds(outcome.wall)) (\(seconds(outcome.cpu)) of CPU time"
      + (load.isEmpty ? "" : ", load average \(load)") + "; \(setting.buildSystem.rawValue) "
      + "build system, \(setting.clean ? "clean" : "incremental"), in \(setting.scratchPath))."
  }

  private var targetTable: [String] {
    let header =
      pad("Module", 40) + pad("Package", 30) + right("CPU s", 8) + right("Share", 8)
      + right("Wall s", 8) + right("Type-check", 12) + right("Macros", 8)
    return [header]
      + times.targets.map { target in
        pad(target.name, 40) + pad(target.package ?? "(SwiftPM, for the tests)", 30)
          + right(number(target.cpu), 8) + right(String(format: "%.1f%%", target.share * 100), 8)
          + right(number(target.wall), 8) + right(number(target.typeChecking), 12)
          + right(number(target.macroExpansion), 8)
      }
  }

  private var linkTable: [String] {
    var lines = [pad("Link", 40) + pad("Kind", 14) + right("Wall s", 10) + right("CPU s", 8)]
    let shown = times.links.prefix(Self.linksShown)
    lines += shown.map { link in
      pad(link.name, 40) + pad(link.kind.rawValue, 14)
        + right((link.isTimedByLinker ? "" : "<= ") + number(link.seconds), 10)
        + right(link.cpu.map(number) ?? "", 8)
    }
    let rest = times.links.dropFirst(Self.linksShown)
    if !rest.isEmpty {
      lines.append(
        "… and \(rest.count) more, \(seconds(rest.reduce(0) { $0 + $1.seconds })) in all "
          + "(--json lists every one).")
    }
    if times.links.contains(where: { !$0.isTimedByLinker }) {
      lines.append(
        "<= : the linker did not time this link (it does so only under the native build system "
          + "with gold, on Linux); the figure is the build system's, from the moment the link "
          + "was queued, so it includes waiting for a free core.")
    }
    return lines
  }

  private var chainLines: [String] {
    let chain = times.chain
    let total = times.compileCPU + times.links.reduce(0) { $0 + ($1.cpu ?? $1.seconds) }
    let shared = total / Double(max(1, setting.cores))
    var lines = [
      "The longest chain of steps that waited on each other, \(seconds(chain.seconds)) of "
        + "wall time:",
      "  " + pad("Step", 52) + right("Wall s", 8) + right("CPU s", 8),
    ]
    lines += chain.steps.map { link in
      "  " + pad("\(link.step.kind.rawValue) \(link.step.name)", 52)
        + right(number(link.seconds), 8) + right(times.cpu(of: link.step).map(number) ?? "", 8)
    }
    lines.append(
      "No number of cores makes this build shorter than its chain; on \(setting.cores) "
        + "cores it takes at least \(seconds(max(chain.seconds, shared))), the longer of the "
        + "chain and its compile and link seconds shared by the cores (\(seconds(shared))).")
    return lines
  }

  func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
  private func number(_ value: Double) -> String { String(format: "%.1f", value) }
  private func seconds(_ value: Double) -> String { String(format: "%.1f s", value) }
  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
  private func right(_ text: String, _ width: Int) -> String {
    text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
  }
}
