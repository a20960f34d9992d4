import Foundation

/// `mf test`: runs the tests of chosen packages, one `swift test --package-path` per package.
struct TestCommand: Command {
  let name = "test"
  let summary = "Run the tests of chosen or affected packages, one line per package"
  let help = """
    USAGE: mf test [--affected [--base <git-rev>]] [<package> ...]

    Runs `swift test --package-path <package>` for each chosen package (all packages with tests
    when none is named), printing one line per package (name, tests passed, seconds) and a
    summary. Exits 1 if any package fails. Packages are named by name (Core) or folder
    (Foundation/Core).

    OPTIONS:
      --affected        Only the packages `mf affected` lists.
      --base <git-rev>  With --affected, the revision to compare with (default: HEAD).

    """

  func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
    let parsed = try ArgumentList(
      arguments, command: name, flags: ["--affected"], options: ["--base"])
    if parsed.values["--base"] != nil, !parsed.flags.contains("--affected") {
      throw ToolError.usage(
        "--base needs --affected", hint: "write `mf test --affected --base REV`")
    }
    let workspace = try context.loadWorkspace()
    let graph = workspace.graph
    var chosen: [WorkspacePackage]
    if parsed.flags.contains("--affected") {
      let files = try AffectedPackages.changedFiles(
        root: workspace.root, base: parsed.values["--base"] ?? "HEAD", runner: context.runner)
      chosen = AffectedPackages(graph: graph).packages(forChangedFiles: files)
    } else if parsed.positionals.isEmpty {
      chosen = graph.packages
    } else {
      chosen = []
      for name in parsed.positionals {
        guard let package = graph.package(named: name) else {
          throw ToolError.usage(
            "no package named \(name.quoted)",
            hint: "the packages are " + graph.packages.map(\.name).joined(separator: ", "))
        }
        if !chosen.contains(package) { chosen.append(package) }
      }
    }
    if !parsed.positionals.isEmpty, parsed.flags.contains("--affected") {
      let names = Set(parsed.positionals)
      chosen = chosen.filter { names.contains($0.name) || names.contains($0.folder) }
    }
    let tested = chosen.filter { $0.targets.contains { $0.kind == .test } }
    guard !tested.isEmpty else {
      context.print("No packages with tests to run.")
      return 0
    }
    var failures: [String] = []
    var totalPassed = 0
    let start = Date()
    for package in tested {
      let began = Date()
      let result = try context.runner.run(
        "swift",
        ["test", "--package-path", workspace.root.appendingPathComponent(package.folder).path],
        in: workspace.root)
      let seconds = Date().timeIntervalSince(began)
      let summary = TestSummary(output: result.output + "\n" + result.errorOutput)
      totalPassed += summary.passed
      let time = String(format: "%.1f s", seconds)
      if result.status == 0 {
        context.print("\(package.name): \(summary.passed) tests passed (\(time))")
      } else {
        failures.append(package.name)
        context.print(
          "\(package.name): FAILED, \(summary.passed) passed, \(summary.failed) failed (\(time))")
        let tail = (result.output + result.errorOutput).split(separator: "\n").suffix(30)
        for line in tail { context.print("    " + line) }
      }
    }
    let total = String(format: "%.1f s", Date().timeIntervalSince(start))
    context.print(
      "\(tested.count) package(s), \(tested.count - failures.count) passed, "
        + "\(failures.count) failed, \(totalPassed) tests passed in \(total)"
        + (failures.isEmpty ? "." : ": \(failures.joined(separator: ", ")) failed."))
    return failures.isEmpty ? 0 : 1
  }
}
