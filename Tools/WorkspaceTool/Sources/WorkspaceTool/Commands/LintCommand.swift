/// `mf lint`: checks the architecture rules and reports compiler-style diagnostics.
struct LintCommand: Command {
  let name = "lint"
  let summary = "Check layering, cycles, naming conventions and imports"
  let help = """
    USAGE: mf lint

    Checks the workspace against its architecture rules and prints one line per finding as
    `path:line: error: message`, the form editors and CI annotate:
      - layering: foundation uses only foundation; an interface uses foundation and other
        interfaces; a feature uses only interfaces and foundation; Testing targets are used
        only by tests, examples and other Testing targets; apps and tools use anything;
      - no dependency cycles between packages or targets;
      - every feature has X, XTesting, XExample and XTests; every interface XInterface and
        XInterfaceTesting; targets live in Sources/<Target> or Tests/<Target>;
      - every import of a workspace module is a declared dependency (error), and every
        declared dependency is imported somewhere in the target (warning).

    Exits 1 when there is any error; warnings alone exit 0.

    """

  func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
    let parsed = try ArgumentList(arguments, command: name, flags: [], options: [])
    try parsed.expectPositionals(atMost: 0, command: name)
    let workspace = try context.loadWorkspace()
    let manifest = try FileWriter(root: workspace.root).read(workspace.manifestURL) ?? ""
    let diagnostics = Linter(workspace: workspace, manifest: manifest).run()
    for diagnostic in diagnostics {
      context.print(diagnostic.formatted)
    }
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.count - errors
    let targets = workspace.graph.packages.reduce(0) { $0 + $1.targets.count }
    context.print(
      "Checked \(workspace.graph.packages.count) packages, \(targets) targets: "
        + "\(errors) error(s), \(warnings) warning(s).")
    return errors > 0 ? 1 : 0
  }
}
