import CommandLineKit
import Foundation

/// `mf lint`: checks the architecture rules and reports compiler-style diagnostics.
enum LintCommand {
  static let declaration = Command<ToolAction>(
    "lint", summary: "check layering, cycles, naming conventions and imports",
    discussion: """
      Prints one line per finding as `path:line: error: message`. The rules:
        - layering: foundation uses only foundation; an interface uses foundation and
          other interfaces; a feature uses only interfaces and foundation; a tool uses
          only foundation; Testing targets are used only by tests, examples and other
          Testing targets; apps use anything;
        - no dependency cycles between packages or targets;
        - every feature has X, XTesting, XExample and XTests; every interface has
          XInterface and XInterfaceTesting; targets live in Sources/<Target> or
          Tests/<Target>;
        - a feature's logic target X uses no UI package (TerminalUI, any *TerminalUI):
          its views live in its UI target, XTerminalUI;
        - every import of a workspace module is a declared dependency (error), and
          every declared dependency is imported somewhere in the target (warning):
          the import guard under both build systems;
        - quarantine.json: an entry older than 14 days is a warning, older than 30
          an error (mf quarantine).
      Exits 1 when there is any error; warnings alone exit 0.
      """,
    action: { _, context in try run(context) })

  private static func run(_ context: CommandContext) throws -> Int32 {
    let workspace = try context.loadWorkspace()
    let manifest = try workspace.manifestText()
    let diagnostics =
      Linter(workspace: workspace, manifest: manifest).run()
      + QuarantineRule.diagnostics(root: workspace.root, at: Date())
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
