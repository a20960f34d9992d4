import CommandLineKit

/// `mf add <Feature> --to <App>`: makes an app compose an existing feature.
enum AddCommand {
  /// The feature to compose.
  static let feature = Argument<String>("Feature", summary: "an existing feature, such as Notes")
  /// `--to <App>`, the app that composes it.
  static let app = Option<String>(
    "to", valueName: "App", summary: "the app that composes the feature")

  static let declaration = Command<ToolAction>(
    "add", summary: "make an app compose an existing feature",
    discussion: """
      Adds the feature to the app's features in the workspace manifest, regenerates
      the package manifests and edits the app's sources: its solver <App>Dependencies
      conforms to the feature's dependency protocol, and makes in its initializer the
      stored service of a feature made by mf new feature; the feature's module plugin
      joins the list in <App>Modules; the import lines follow. A feature that asks for
      anything else is refused, naming each member to give the solver by hand first.
      All or nothing, like mf new.
      """,
    parameters: [feature, app],
    action: { call, context in try run(call, context) })

  private static func run(_ call: Invocation, _ context: CommandContext) throws -> Int32 {
    let root = try context.root()
    let workspace = try context.workspace(at: root)
    let manifest = try FileWriter(root: root).read(workspace.manifestURL) ?? ""
    let plan = try AdditionPlan(
      feature: call[feature], app: call[app], workspace: workspace, manifest: manifest)
    let outcome = try Scaffolder(root: root, runner: context.runner, steps: context.steps)
      .apply(plan.change, to: workspace)
    for path in outcome.edited { context.print("edited \(path)") }
    for path in outcome.updatedManifests { context.print("updated \(path)") }
    context.print("\(call[app]) composes \(call[feature]).")
    return 0
  }
}
