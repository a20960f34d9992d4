import CommandLineKit
import Foundation

/// `mf new feature|foundation <Name>`: scaffolds packages and adds them to the workspace.
enum NewCommand {
  /// `--uses A,B`, on the group, so it may come before or after the kind and the name.
  static let uses = Option<[[String]]>(
    "uses", valueName: "A,B", parser: .commaSeparated(),
    summary: "other packages the new one uses, comma-separated")
  /// The new package's name.
  static let name = Argument<String>(
    "Name", summary: "an unused UpperCamelCase identifier of at most 40 characters")

  static let declaration = Command<ToolAction>(
    "new", summary: "scaffold a feature (with its interface) or a foundation package",
    discussion: """
      The change is all or nothing: on any failure the repository is left exactly as
      it was, and if mf is killed midway, the next mf command rolls it back.
      """,
    parameters: [uses],
    subcommands: [
      Command(
        "feature", summary: "a feature package and its interface package",
        discussion: """
          Creates Interfaces/<Name>Interface (the interface and its fakes target) and
          Features/<Name> (source, Testing, Example and Tests targets), each with
          compiling code, a passing test and an example that prints; adds both to the
          workspace manifest; and regenerates the package manifests.

          --uses names other interfaces (Catalog or CatalogInterface) and foundation
          packages (Core). A feature always uses its own interface and the foundation
          packages that every existing feature uses.
          """,
        parameters: [name],
        action: { call, context in try run(.feature, call, context) }),
      Command(
        "foundation", summary: "a foundation package",
        discussion: """
          Creates Foundation/<Name> with its source, Testing and Tests targets, adds it to
          the workspace manifest and regenerates the package manifests. --uses names other
          foundation packages.
          """,
        parameters: [name],
        action: { call, context in try run(.foundation, call, context) }),
    ])

  private static func run(
    _ kind: NewPackagePlan.Kind, _ call: Invocation, _ context: CommandContext
  ) throws -> Int32 {
    let root = try context.root()
    let workspace = try context.workspace(at: root)
    let manifest = try FileWriter(root: root).read(workspace.manifestURL) ?? ""
    let plan = try NewPackagePlan(
      kind, named: call[name], uses: call[uses].flatMap { $0 }, workspace: workspace,
      manifest: manifest)
    let outcome = try Scaffolder(root: root, runner: context.runner, steps: context.steps)
      .apply(plan.change, to: workspace)
    for path in outcome.created { context.print("created \(path)") }
    for path in outcome.updatedManifests { context.print("updated \(path)") }
    context.print("Added \(kind.rawValue) \(plan.name.value).")
    return 0
  }
}
