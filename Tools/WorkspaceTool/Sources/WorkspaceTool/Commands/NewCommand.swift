import CommandLineKit
import Foundation

/// `mf new feature|foundation|app <Name>`: scaffolds packages and adds them to the workspace.
enum NewCommand {
  /// `--uses A,B`, on the group, so it may come before or after the kind and the name.
  static let uses = Option<[[String]]>(
    "uses", valueName: "A,B", parser: .commaSeparated(),
    summary: "other packages the new one uses, comma-separated")
  static let name = Argument<String>(
    "Name", summary: "an unused UpperCamelCase identifier of at most 40 characters")
  /// `--features A,B`, the features a new app composes.
  static let features = Option<[[String]]>(
    "features", valueName: "A,B", parser: .commaSeparated(),
    summary: "the features the app composes, comma-separated")

  static let declaration = Command<ToolAction>(
    "new", summary: "scaffold a feature, a foundation package or an app",
    discussion: """
      The change is all or nothing: on any failure the repository is left exactly as
      it was, and if mf is killed midway, the next mf command rolls it back.
      """,
    parameters: [uses],
    subcommands: [
      Command(
        "feature", summary: "a feature package and its interface package",
        discussion: """
          Creates Interfaces/<Name>Interface and Features/<Name> in the pattern of the
          features, with compiling code, passing tests and an example; declares both
          in the workspace manifest and regenerates the package manifests. --uses
          names other interfaces (Catalog or CatalogInterface) and foundation packages
          (Core); a feature also uses the foundation packages every feature uses.
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
      Command(
        "app", summary: "an app that composes features, with its executable",
        discussion: """
          Creates Apps/<Name>: the library <Name>App (the dependency solver, the
          composed features, the routes, the command line), the executable <name> and
          tests that run it; declares the app in the workspace manifest.

          --features names the features the app composes. Its solver provides what
          each one's dependency protocol asks for: the base dependencies, and the
          stored service of a feature made by mf new feature. A feature that asks for
          anything else is refused, naming each member to provide by hand: create the
          app without it, then use mf add.
          """,
        parameters: [name, features],
        action: { call, context in try runApp(call, context) }),
    ])

  private static func runApp(_ call: Invocation, _ context: CommandContext) throws -> Int32 {
    guard call[uses].isEmpty else {
      throw call.usageError(
        "--uses is for features and foundation packages; an app takes --features")
    }
    let workspace = try context.loadWorkspace()
    let plan = try NewAppPlan(
      named: call[name], features: call[features].flatMap { $0 }, workspace: workspace)
    try context.apply(plan.change, to: workspace)
    let composed = plan.composition.features.map(\.name)
    let executable = PackageKind.app.targetName(.executable, for: plan.name.value)
    context.print(
      "Added app \(plan.name.value)"
        + (composed.isEmpty ? "" : ", composing \(composed.joined(separator: ", "))")
        + ". Run it with `swift run \(executable)`.")
    return 0
  }

  private static func run(
    _ kind: PackageKind, _ call: Invocation, _ context: CommandContext
  ) throws -> Int32 {
    let workspace = try context.loadWorkspace()
    let plan = try NewPackagePlan(
      kind, named: call[name], uses: call[uses].flatMap { $0 }, workspace: workspace)
    try context.apply(plan.change, to: workspace)
    context.print("Added \(kind.layer.memberName) \(plan.name.value).")
    return 0
  }
}
